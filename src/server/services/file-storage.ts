export const FILE_STORAGE_KINDS = ['local', 'database'] as const;
export type TFileStorageKind = (typeof FILE_STORAGE_KINDS)[number];

/** What serving a file needs to answer without reading it. */
export type TStoredFileInfo = { contentType: string; size: number; etag: string; modifiedAt: Date };
export type TStoredFile = TStoredFileInfo & { body: Buffer };

/**
 * Where uploaded files live, by key ("profile-photos/abc-256.webp", served at /uploads/<key>). Keys are
 * random and a key's bytes never change; who may read a file, and so how long a reader may keep it, is
 * decided where it is served (routes/uploads.ts).
 */
export type TFileStorage = {
  kind: TFileStorageKind;
  put: (key: string, body: Buffer, contentType: string) => Promise<void>;
  stat: (key: string) => Promise<TStoredFileInfo | null>;
  get: (key: string) => Promise<TStoredFile | null>;
  /** Keys that are not there are ignored. */
  remove: (keys: readonly string[]) => Promise<void>;
  /** Every key under a folder ("blog-covers/"), sorted. */
  listKeys: (prefix: string) => Promise<string[]>;
};

// Folders and a name, each of letters, digits, "_" and "-", the name with one extension: no "..", no
// absolute path, no backslash, no hidden file. Keys come from URLs anyone can type.
const KEY_PATTERN = /^(?:[A-Za-z0-9_-]+\/){1,4}[A-Za-z0-9_-]+\.[a-z0-9]{1,8}$/;
const KEY_MAX_LENGTH = 300;

export function isStorageKey(key: string): boolean {
  return key.length <= KEY_MAX_LENGTH && KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/** The content type of a file by its extension (files written before types were stored). */
export function findContentType(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
