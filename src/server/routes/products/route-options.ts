import type { TAuth } from '#server/auth/auth';
import type { TPublicCache } from '#server/cache/public-cache';
import type { TAddressCipher } from '#server/crypto/address-cipher';
import type { TDatabase } from '#server/db/client';
import type { TProductProvider } from '#server/domain/products/product-providers';
import type { TClock } from '#server/services/clock';
import type { TFileStorage } from '#server/services/file-storage';

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
