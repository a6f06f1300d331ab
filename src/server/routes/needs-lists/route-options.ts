import type { TAuth } from '../../auth/auth';
import type { TPublicCache } from '../../cache/public-cache';
import type { TAddressCipher } from '../../crypto/address-cipher';
import type { TDatabase } from '../../db/client';
import type { TListViewCounter } from '../../domain/needs-lists/view-counter';
import type { TClock } from '../../services/clock';
import type { TFileStorage } from '../../services/file-storage';

export type TNeedsListRouteOptions = {
  db: TDatabase;
  auth: TAuth;
  cipher: TAddressCipher;
  fileStorage: TFileStorage;
  publicCache: TPublicCache;
  viewCounter: TListViewCounter;
  clock: TClock;
};
