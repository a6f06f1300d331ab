import { TooltipProvider } from '#client/components/ui/tooltip';
import { UserMenu } from '#client/features/auth/components/user-menu';
import { NotificationsBell } from '#client/features/notifications/components/notifications-bell';
import type { TCurrentUser } from '#shared/schemas/user';

// Loaded only once someone is signed in, so Radix menu, dialog and tooltip code stays out of the
// first load of a signed-out visitor.
export function SignedInControls({ user }: { user: TCurrentUser }) {
  return (
    <TooltipProvider>
      <div className="flex items-center gap-1">
        <NotificationsBell isSignedIn />
        <UserMenu user={user} />
      </div>
    </TooltipProvider>
  );
}
