import type { TAuth } from '../../auth/auth';
import type { TPublicCache } from '../../cache/public-cache';
import type { TAddressCipher } from '../../crypto/address-cipher';
import type { TDatabase } from '../../db/client';
import type { TClock } from '../../services/clock';
import type { TTextSearch } from '../../services/text-search';

export type TProductRouteOptions = {
  db: TDatabase;
  auth: TAuth;
  cipher: TAddressCipher;
  dataDir: string;
  publicCache: TPublicCache;
  clock: TClock;
  textSearch: TTextSearch;
  /** Tests only: see TBuildAppOptions.productPageLoopbackPorts. */
  productPageLoopbackPorts?: ReadonlySet<number>;
};
