import type { TCurrentUser } from '../../../shared/schemas/user';
import { UserMenu } from '../../features/auth/components/user-menu';
import { NotificationsBell } from '../../features/notifications/components/notifications-bell';
import { TooltipProvider } from '../ui/tooltip';

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
