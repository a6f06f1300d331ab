// What the list editor keeps on this device, so nothing typed is lost to a reload or a bad connection.
const CURRENT_DRAFT_KEY = 'kindlist:create-draft';
const BACKUP_PREFIX = 'kindlist:list-backup:';
const STARTED_PREFIX = 'kindlist:list-started:';
const ITEM_DRAFT_PREFIX = 'kindlist:item-draft:';

export type TDraftBackup<TValues> = { values: TValues; savedAt: number };

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage full or disabled (private mode): the server copy still holds what was saved
  }
}

export function readCurrentDraftId(): string | null {
  return read(CURRENT_DRAFT_KEY);
}

export function writeCurrentDraftId(listId: string | null): void {
  write(CURRENT_DRAFT_KEY, listId);
}

export function readBackup<TValues>(listKey: string): TDraftBackup<TValues> | null {
  const text = read(`${BACKUP_PREFIX}${listKey}`);
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as TDraftBackup<TValues>;
    return typeof parsed.savedAt === 'number' && parsed.values ? parsed : null;
  } catch {
    return null;
  }
}

export function writeBackup<TValues>(listKey: string, values: TValues | null): void {
  write(
    `${BACKUP_PREFIX}${listKey}`,
    values === null ? null : JSON.stringify({ values, savedAt: Date.now() }),
  );
}

/** When the person first typed into this list (for time_to_complete_sec), set once. */
export function readStartedAt(listKey: string): number | null {
  const value = Number(read(`${STARTED_PREFIX}${listKey}`));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function markStarted(listKey: string, at = Date.now()): void {
  if (readStartedAt(listKey) === null) write(`${STARTED_PREFIX}${listKey}`, String(at));
}

/** An item typed into "What do you need?" but not added yet: kept until it is added or cleared. */
export function readItemDraft<TValues>(listKey: string): TValues | null {
  const text = read(`${ITEM_DRAFT_PREFIX}${listKey}`);
  if (!text) return null;
  try {
    return JSON.parse(text) as TValues;
  } catch {
    return null;
  }
}

export function writeItemDraft<TValues>(listKey: string, values: TValues | null): void {
  write(`${ITEM_DRAFT_PREFIX}${listKey}`, values === null ? null : JSON.stringify(values));
}

export function moveDraftKeys(fromKey: string, toKey: string): void {
  for (const prefix of [STARTED_PREFIX, ITEM_DRAFT_PREFIX]) {
    const value = read(`${prefix}${fromKey}`);
    if (value) write(`${prefix}${toKey}`, value);
    write(`${prefix}${fromKey}`, null);
  }
  write(`${BACKUP_PREFIX}${fromKey}`, null);
}

export function forgetDraft(listKey: string): void {
  write(`${STARTED_PREFIX}${listKey}`, null);
  write(`${BACKUP_PREFIX}${listKey}`, null);
  write(`${ITEM_DRAFT_PREFIX}${listKey}`, null);
  if (readCurrentDraftId() === listKey) writeCurrentDraftId(null);
}
