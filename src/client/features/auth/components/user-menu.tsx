import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { dispatchUserLoggedOut } from '#client/lib/events';
import { tUi } from '#client/lib/ui-messages';
import * as authApi from '#shared/api-paths/auth';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TCurrentUser } from '#shared/schemas/user';
import { UserAvatar } from './user-avatar';

const MENU_LINKS = [
  { label: 'ui.account.dashboard', href: PAGE_PATHS.profile },
  { label: 'ui.account.quickActions', href: PAGE_PATHS.quickActions },
  { label: 'ui.account.myLists', href: PAGE_PATHS.myLists },
  { label: 'ui.account.settings', href: PAGE_PATHS.settings },
] as const;

// The highlighted item (keyboard or pointer) needs more than a faint tint to be seen: a clear fill, and
// an outline when it came from the keyboard.
const ITEM_CLASS =
  'flex min-h-11 cursor-pointer select-none items-center rounded-md px-3 text-slate-900 text-sm outline-none data-[highlighted]:bg-teal-100 data-[highlighted]:text-teal-950 focus-visible:outline-solid focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700';

function onSignOut() {
  // Tell the page first (the avatar clears at once), then let the server end the session.
  dispatchUserLoggedOut();
  window.location.assign(authApi.logout);
}

export function UserMenu({ user }: { user: TCurrentUser }) {
  const isAdmin = user.userType === 'admin';
  const [isOpen, setIsOpen] = useState(false);
  return (
    // Not modal and not portalled: the menu stays inside the header landmark and the page behind it stays
    // in the accessibility tree (a modal menu would hide focusable content with aria-hidden).
    <DropdownMenu.Root modal={false} open={isOpen} onOpenChange={setIsOpen}>
      <DropdownMenu.Trigger
        aria-label={tUi('ui.account.menu')}
        className="inline-flex min-h-11 items-center gap-1 rounded-full p-1 text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <UserAvatar user={user} />
        <ChevronDown aria-hidden="true" className="hidden size-4 sm:block" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        // Escape closes the menu even while a toast (a newer dismissable layer) is showing.
        onKeyDown={(event) => {
          if (event.key === 'Escape') setIsOpen(false);
        }}
        className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        <DropdownMenu.Label className="px-3 py-2">
          <span className="block font-semibold text-slate-900 text-sm">
            {[user.firstName, user.lastName].filter(Boolean).join(' ') || tUi('ui.account.you')}
          </span>
          <span className="block truncate text-slate-700 text-xs">{user.email}</span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        {MENU_LINKS.map((link) => (
          <DropdownMenu.Item key={link.href} asChild className={ITEM_CLASS}>
            <Link href={link.href}>{tUi(link.label)}</Link>
          </DropdownMenu.Item>
        ))}
        {isAdmin ? (
          <DropdownMenu.Item asChild className={ITEM_CLASS}>
            <Link href={PAGE_PATHS.admin}>{tUi('ui.account.admin')}</Link>
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item className={ITEM_CLASS} onSelect={onSignOut}>
          {tUi('ui.account.signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
