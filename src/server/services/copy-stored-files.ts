import type { TFileStorage } from './file-storage';

export type TCopyCounts = { copied: number; alreadyThere: number };

/**
 * Copies every file of the given folders that the target does not hold yet (a key's bytes never
 * change, so a key already there is the same file). Safe to run again, and while the app runs.
 */
export async function copyStoredFiles(
  from: TFileStorage,
  to: TFileStorage,
  folders: readonly string[],
  options: { isDryRun?: boolean } = {},
): Promise<TCopyCounts> {
  const counts: TCopyCounts = { copied: 0, alreadyThere: 0 };
  for (const folder of folders) {
    for (const key of await from.listKeys(folder)) {
      if (await to.stat(key)) {
        counts.alreadyThere += 1;
        continue;
      }
      if (options.isDryRun) {
        counts.copied += 1;
        continue;
      }
      const file = await from.get(key);
      if (!file) continue;
      await to.put(key, file.body, file.contentType);
      counts.copied += 1;
    }
  }
  return counts;
}
