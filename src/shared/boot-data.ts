import type { TCurrentUser } from './schemas/user';

// What the server writes into <script id="kl-boot" type="application/json"> on every page and the
// client reads before its first render (docs/decisions/004-server-boot-data.md).
export type TBootData = {
  user: TCurrentUser | null;
  styleNonce: string;
  gaMeasurementId: string | null;
};

export const BOOT_ELEMENT_ID = 'kl-boot';
