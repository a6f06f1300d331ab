import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

/**
 * A backup holds every family's address and the secret that decrypts it: its folders are the owner's
 * only (0700) and its files readable by the owner only (0600), whatever the umask of the shell that
 * ran the command. Each entry is created with that mode (the umask can only narrow it, never widen
 * it), then set to it exactly, so no entry is ever readable by others, not even for a moment.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** The modes a copy gets: the backup's own, or what the app itself creates files with (the umask's). */
export type TCopyModes = 'private' | 'as-the-app-creates';

/** Creates a folder, and missing parents, only the owner can open; existing folders keep their mode. */
export async function makePrivateDir(dir: string): Promise<void> {
  const firstCreated = await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (firstCreated === undefined) return;
  for (let created = dir; ; created = path.dirname(created)) {
    await chmod(created, PRIVATE_DIR_MODE);
    if (created === firstCreated || created === path.dirname(created)) break;
  }
}

/** Writes a new file only the owner can read; refuses to write over an existing one. */
export async function writePrivateFile(file: string, data: string | Uint8Array): Promise<void> {
  await writeFile(file, data, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  await chmod(file, PRIVATE_FILE_MODE);
}

async function copyFileWithMode(from: string, to: string, modes: TCopyModes): Promise<void> {
  if (modes === 'private') {
    await pipeline(createReadStream(from), createWriteStream(to, { mode: PRIVATE_FILE_MODE, flags: 'wx' }));
    await chmod(to, PRIVATE_FILE_MODE);
  } else {
    // fs.cp and copyFile would give the copy the source's mode; the app's own files take the umask's.
    await pipeline(createReadStream(from), createWriteStream(to));
  }
}

/**
 * Copies a file or a folder's tree to `to` (parents created), each folder and file with `modes`
 * rather than the source's. Links are followed: the copy holds what they point to.
 */
export async function copyWithModes(from: string, to: string, modes: TCopyModes): Promise<number> {
  const makeDir = (dir: string) =>
    modes === 'private' ? makePrivateDir(dir) : mkdir(dir, { recursive: true }).then(() => {});
  if (!(await stat(from)).isDirectory()) {
    await makeDir(path.dirname(to));
    await copyFileWithMode(from, to, modes);
    return 1;
  }
  await makeDir(to);
  let count = 0;
  for (const name of (await readdir(from)).sort()) {
    count += await copyWithModes(path.join(from, name), path.join(to, name), modes);
  }
  return count;
}
