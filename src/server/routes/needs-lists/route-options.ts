import type { TAuth } from '#server/auth/auth';
import type { TPublicCache } from '#server/cache/public-cache';
import type { TAddressCipher } from '#server/crypto/address-cipher';
import type { TDatabase } from '#server/db/client';
import type { TListViewCounter } from '#server/domain/needs-lists/view-counter';
import type { TClock } from '#server/services/clock';
import type { TFileStorage } from '#server/services/file-storage';

export type TNeedsListRouteOptions = {
  db: TDatabase;
  auth: TAuth;
  cipher: TAddressCipher;
  fileStorage: TFileStorage;
  publicCache: TPublicCache;
  viewCounter: TListViewCounter;
  clock: TClock;
};
