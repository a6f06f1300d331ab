import type { TCurrentUser } from '#shared/schemas/user';

type TAvatarUser = Pick<TCurrentUser, 'firstName' | 'email' | 'profileImageUrl'>;

export type TAvatarContent = { kind: 'image'; src: string } | { kind: 'initial'; initial: string };

function firstLetter(value: string | null | undefined): string | null {
  const letter = value?.trim().charAt(0);
  return letter ? letter.toUpperCase() : null;
}

// The profile image; otherwise the first letter of firstName; otherwise of email; otherwise U.
export function getAvatarFallback(user: Partial<TAvatarUser> | null | undefined): string {
  return firstLetter(user?.firstName) ?? firstLetter(user?.email) ?? 'U';
}

export function getAvatarContent(user: Partial<TAvatarUser> | null | undefined): TAvatarContent {
  const src = user?.profileImageUrl?.trim();
  if (src) return { kind: 'image', src };
  return { kind: 'initial', initial: getAvatarFallback(user) };
}
