import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSharedTestDatabase } from '../test/test-app';
import { createFixedClock } from './clock';
import { copyStoredFiles } from './copy-stored-files';
import { isStorageKey, type TFileStorage } from './file-storage';
import { createDatabaseFileStorage } from './file-storage-database';
import { createLocalFileStorage, getUploadsDir } from './file-storage-local';

let dataDir: string;
let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
const drivers: Record<'local' | 'database', () => TFileStorage> = {
  local: () => createLocalFileStorage(dataDir),
  database: () => {
    throw new Error('not ready');
  },
};

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'kindlist-storage-'));
  shared = await createSharedTestDatabase();
  const db = (await shared.connect()).db;
  const clock = createFixedClock(new Date());
  drivers.database = () => createDatabaseFileStorage(db, clock);
});
afterAll(async () => {
  await shared?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.each(['local', 'database'] as const)('the %s file storage', (kind) => {
  it('keeps, describes, lists and removes files by key', async () => {
    const storage = drivers[kind]();
    const body = Buffer.from(`RIFF-${kind}-bytes`);
    await storage.put(`profile-photos/${kind}-a-96.webp`, body, 'image/webp');
    await storage.put(`profile-photos/${kind}-b-96.webp`, Buffer.from('other'), 'image/webp');

    const file = await storage.get(`profile-photos/${kind}-a-96.webp`);
    expect(file?.body.equals(body)).toBe(true);
    expect(file).toMatchObject({ contentType: 'image/webp', size: body.length });
    const info = await storage.stat(`profile-photos/${kind}-a-96.webp`);
    expect(info?.etag).toBe(file?.etag);
    expect(info?.etag).not.toBe((await storage.stat(`profile-photos/${kind}-b-96.webp`))?.etag);
    expect(await storage.listKeys('profile-photos')).toEqual(
      expect.arrayContaining([`profile-photos/${kind}-a-96.webp`, `profile-photos/${kind}-b-96.webp`]),
    );

    await storage.remove([`profile-photos/${kind}-a-96.webp`, `profile-photos/${kind}-never-96.webp`]);
    expect(await storage.get(`profile-photos/${kind}-a-96.webp`)).toBeNull();
    expect(await storage.stat(`profile-photos/${kind}-a-96.webp`)).toBeNull();
    expect(await storage.get(`profile-photos/${kind}-b-96.webp`)).not.toBeNull();
    expect(await storage.listKeys('blog-covers')).toEqual([]);
  });

  it.each([
    '../auth-secret',
    'profile-photos/../../auth-secret',
    '/etc/passwd',
    'profile-photos/.hidden.webp',
    'profile-photos\\..\\..\\auth-secret',
    'profile-photos/a.webp\u0000.png',
    'auth-secret',
    'profile-photos/./a.webp',
    'profile-photos//a.webp',
  ])('refuses the key %j for every operation', async (key) => {
    const storage = drivers[kind]();
    expect(isStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/storage key/);
    await expect(storage.get(key)).rejects.toThrow(/storage key/);
    await expect(storage.stat(key)).rejects.toThrow(/storage key/);
    await expect(storage.remove([key])).rejects.toThrow(/storage key/);
  });
});

describe('the local file storage', () => {
  it('never reads, writes or removes a file outside DATA_DIR/uploads', async () => {
    const storage = createLocalFileStorage(dataDir);
    writeFileSync(path.join(dataDir, 'auth-secret'), 'the secret\n');
    const before = readdirSync(dataDir).sort();
    for (const key of ['../auth-secret', 'x/../../auth-secret', `${dataDir}/auth-secret`]) {
      await expect(storage.get(key)).rejects.toThrow();
      await expect(storage.put(key, Buffer.from('overwritten'), 'image/webp')).rejects.toThrow();
      await expect(storage.remove([key])).rejects.toThrow();
    }
    expect(readdirSync(dataDir).sort()).toEqual(before);
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(true);
  });

  it('keeps the folders and names files had under DATA_DIR/uploads, so files written before are served', async () => {
    const storage = createLocalFileStorage(dataDir);
    await storage.put('blog-covers/winter-coats.webp', Buffer.from('cover'), 'image/webp');
    expect(existsSync(path.join(getUploadsDir(dataDir), 'blog-covers', 'winter-coats.webp'))).toBe(true);
    writeFileSync(path.join(getUploadsDir(dataDir), 'blog-covers', 'older.webp'), 'older');
    expect((await storage.get('blog-covers/older.webp'))?.contentType).toBe('image/webp');
    expect(
      readdirSync(path.join(getUploadsDir(dataDir), 'blog-covers')).some((name) => name.endsWith('.tmp')),
    ).toBe(false);
  });
});

describe('copying uploads from the local folder into the database', () => {
  it('copies what is missing, only once, and nothing on a dry run', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'kindlist-copy-'));
    const local = createLocalFileStorage(folder);
    const inDatabase = drivers.database();
    await local.put('item-images/copied-once.webp', Buffer.from('picture'), 'image/webp');
    await local.put('list-photos/copied-once-large.webp', Buffer.from('large'), 'image/webp');
    const folders = ['item-images', 'list-photos'];

    expect(await copyStoredFiles(local, inDatabase, folders, { isDryRun: true })).toEqual({
      copied: 2,
      alreadyThere: 0,
    });
    expect(await inDatabase.get('item-images/copied-once.webp')).toBeNull();
    expect(await copyStoredFiles(local, inDatabase, folders)).toEqual({ copied: 2, alreadyThere: 0 });
    expect((await inDatabase.get('item-images/copied-once.webp'))?.body.toString()).toBe('picture');
    expect(await copyStoredFiles(local, inDatabase, folders)).toEqual({ copied: 0, alreadyThere: 2 });
    rmSync(folder, { recursive: true, force: true });
  });
});
