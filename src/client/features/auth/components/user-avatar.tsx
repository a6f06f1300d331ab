import * as Avatar from '@radix-ui/react-avatar';
import type { TCurrentUser } from '#shared/schemas/user';
import { getAvatarContent, getAvatarFallback } from '../utils/get-avatar-fallback';

export function UserAvatar({ user, size = 'sm' }: { user: TCurrentUser; size?: 'sm' | 'lg' }) {
  const content = getAvatarContent(user);
  return (
    <Avatar.Root
      className={`inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-teal-700 font-semibold text-white ${size === 'lg' ? 'size-20 text-3xl' : 'size-9'}`}
    >
      {content.kind === 'image' ? (
        <Avatar.Image src={content.src} alt="" className="size-full object-cover" />
      ) : null}
      <Avatar.Fallback delayMs={content.kind === 'image' ? 600 : 0}>
        {getAvatarFallback(user)}
      </Avatar.Fallback>
    </Avatar.Root>
  );
}
