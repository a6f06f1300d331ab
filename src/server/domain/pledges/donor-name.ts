import { ANONYMOUS_DONOR_NAME } from '#shared/pledge-limits';
import { formatPublicName } from '../accounts/profile';

/** What decides how a family reads a gift's donor: the gift's anonymity and the donor's account now. */
export type TDonorIdentity = {
  isAnonymous: boolean | null;
  /** Null when the donor closed their account (or the gift is gone). */
  donor: { firstName: string; lastName: string; isFullNameShown: boolean } | null;
};

/** The donor's public name, or "An anonymous donor" for an anonymous gift or a closed account. */
export function formatDonorName(identity: TDonorIdentity): string {
  if (identity.isAnonymous !== false || !identity.donor) return ANONYMOUS_DONOR_NAME;
  return formatPublicName(identity.donor);
}
