import type { TAuth } from '../../auth/auth';
import type { TPublicCache } from '../../cache/public-cache';
import type { TAddressCipher } from '../../crypto/address-cipher';
import type { TDatabase } from '../../db/client';
import type { TProductProvider } from '../../domain/products/product-providers';
import type { TClock } from '../../services/clock';
import type { TFileStorage } from '../../services/file-storage';

export type TProductRouteOptions = {
  db: TDatabase;
  auth: TAuth;
  cipher: TAddressCipher;
  fileStorage: TFileStorage;
  publicCache: TPublicCache;
  clock: TClock;
  productProvider: TProductProvider;
  /** Tests only: see TBuildAppOptions.productPageLoopbackPorts. */
  productPageLoopbackPorts?: ReadonlySet<number>;
};
