import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  findContentType,
  isStorageKey,
  type TFileStorage,
  type TStoredFileInfo,
} from './file-storage';

/** The folder under DATA_DIR that the local driver keeps files in (one sub-folder per kind). */
export function getUploadsDir(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/**
 * Files under DATA_DIR/uploads/<key>: the embedded default, readable only by instances that share the
 * folder.
 */
export function createLocalFileStorage(dataDir: string): TFileStorage {
  const root = getUploadsDir(dataDir);

  // The key is checked by shape, and its path once more by where it lands: nothing outside the folder.
  function resolveKey(key: string): string {
    assertStorageKey(key);
    const resolved = path.resolve(root, key);
    if (!resolved.startsWith(`${root}${path.sep}`)) throw new Error('storage key leaves the uploads folder');
    return resolved;
  }

  async function readInfo(key: string): Promise<TStoredFileInfo | null> {
    try {
      const stats = await stat(resolveKey(key));
      if (!stats.isFile()) return null;
      return {
        contentType: findContentType(key),
        size: stats.size,
        // The weak validator the static file server gave these files before: caches keep them valid.
        etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
        modifiedAt: stats.mtime,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    kind: 'local',
    async put(key, body) {
      const file = resolveKey(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a reader sees the whole file or none of it.
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    stat: readInfo,
    async get(key) {
      const info = await readInfo(key);
      if (!info) return null;
      try {
        return { ...info, body: await readFile(resolveKey(key)) };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(resolveKey(key), { force: true })));
    },
    async listKeys(prefix) {
      const folder = prefix.replace(/\/+$/, '');
      assertStorageKey(`${folder}/x.x`);
      try {
        const names = await readdir(path.join(root, folder));
        // Half-written files and anything else that is not a key (a hidden file) are not listed.
        return names
          .map((name) => `${folder}/${name}`)
          .filter(isStorageKey)
          .sort();
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
  };
}
