import { mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseInUseError, openPglite } from './client';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function makeDataDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-db-'));
  dirs.push(dir);
  return dir;
}

describe('embedded database folder', () => {
  it('keeps data across restarts and refuses a second process while one has it open', async () => {
    const dataDir = makeDataDir();
    const first = await openPglite(dataDir);
    await first.migrate();
    // Another process holding the folder is simulated by a live pid that is not ours (pid 1).
    writeFileSync(path.join(dataDir, 'pglite.lock'), '1');
    await expect(openPglite(dataDir)).rejects.toBeInstanceOf(DatabaseInUseError);
    writeFileSync(path.join(dataDir, 'pglite.lock'), String(process.pid));
    await first.close();

    const second = await openPglite(dataDir);
    await second.migrate();
    expect(await second.ping()).toBeGreaterThanOrEqual(0);
    await second.close();
  });

  it('takes over a lock file left by a process that is gone', async () => {
    const dataDir = makeDataDir();
    writeFileSync(path.join(dataDir, 'pglite.lock'), '999999999');
    const database = await openPglite(dataDir);
    await database.close();
  });

  it('fails its health round trip while its folder is gone, and passes again when it is back', async () => {
    const dataDir = makeDataDir();
    const database = await openPglite(dataDir);
    try {
      await database.migrate();
      renameSync(path.join(dataDir, 'pglite'), path.join(dataDir, 'moved'));
      await expect(database.ping()).rejects.toThrow(/database files are gone/);
      renameSync(path.join(dataDir, 'moved'), path.join(dataDir, 'pglite'));
      expect(await database.ping()).toBeGreaterThanOrEqual(0);
    } finally {
      await database.close();
    }
  });

  it('closes its folder to other users of the machine, whatever the umask', async () => {
    const modeOf = (dir: string) => (statSync(dir).mode & 0o777).toString(8);
    const before = process.umask(0o000);
    try {
      const fresh = makeDataDir();
      await (await openPglite(fresh)).close();
      expect(modeOf(path.join(fresh, 'pglite'))).toBe('700');
      // A folder an earlier version made readable by all is closed at the next start.
      const earlier = makeDataDir();
      mkdirSync(path.join(earlier, 'pglite'), { mode: 0o777 });
      await (await openPglite(earlier)).close();
      expect(modeOf(path.join(earlier, 'pglite'))).toBe('700');
    } finally {
      process.umask(before);
    }
    // Two openings of the embedded database, each several seconds on a busy machine.
  }, 120_000);
});
