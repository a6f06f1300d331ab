import { type RefObject, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { showToast } from '#client/components/ui/toast-store';
import { readApiErrorMessage } from '#client/lib/request';
import type { TAdminUserDetail } from '#shared/schemas/admin-users';
import { useSetUserRole } from '../api/set-user-role';
import { useSuspendUser } from '../api/suspend-user';
import { useUnsuspendUser } from '../api/unsuspend-user';
import { returnFocus } from '../utils/return-focus';
import { ReasonDialog } from './reason-dialog';

function RoleAction({ user }: { user: TAdminUserDetail }) {
  const setRole = useSetUserRole();
  const isAdmin = user.userType === 'admin';
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{isAdmin ? 'Remove admin' : 'Make admin'}</Button>}
      title={isAdmin ? `Remove ${user.name} as an admin?` : `Make ${user.name} an admin?`}
      description={
        isAdmin
          ? 'They keep their account, lists and gifts, but can no longer open the admin pages.'
          : 'They can then do everything you can here: hide lists, suspend accounts, read contact messages and change roles.'
      }
      confirmLabel={isAdmin ? 'Remove admin' : 'Make admin'}
      pendingLabel="Saving…"
      onConfirm={async () => {
        const updated = await setRole.mutateAsync({ userId: user.id, userType: isAdmin ? 'user' : 'admin' });
        showToast({
          title:
            updated.userType === 'admin'
              ? `${updated.name} is now an admin`
              : `${updated.name} is no longer an admin`,
        });
      }}
    />
  );
}

function SuspensionAction({
  user,
  fallbackRef,
}: {
  user: TAdminUserDetail;
  fallbackRef: RefObject<HTMLElement | null>;
}) {
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [isLifting, setIsLifting] = useState(false);

  const onLift = async (button: HTMLElement) => {
    if (isLifting) return;
    setIsLifting(true);
    try {
      await unsuspend.mutateAsync(user.id);
      showToast({
        title: `${user.name} can sign in again`,
        description: 'The lists their suspension hid are visible again.',
      });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: 'The suspension could not be lifted',
        description: readApiErrorMessage(error),
      });
    } finally {
      setIsLifting(false);
      returnFocus(button, fallbackRef);
    }
  };

  return (
    <>
      {user.suspendedAt !== null ? (
        <Button
          variant="secondary"
          aria-disabled={isLifting || undefined}
          onClick={(event) => void onLift(event.currentTarget)}
        >
          {isLifting ? 'Lifting…' : 'Lift suspension'}
        </Button>
      ) : (
        <Button variant="danger" aria-haspopup="dialog" onClick={(event) => setTrigger(event.currentTarget)}>
          Suspend
        </Button>
      )}
      {/* Outside the branch above: the account turns suspended before the dialog has closed. */}
      {trigger ? (
        <ReasonDialog
          title="Suspend this account"
          description={`${user.name} (${user.email})`}
          label="Why are you suspending this account?"
          hint="Kept with the account and in the audit log. Between 3 and 500 characters."
          submitLabel="Suspend account"
          pendingLabel="Suspending…"
          isDanger
          trigger={trigger}
          fallbackRef={fallbackRef}
          onClose={() => setTrigger(null)}
          onSubmit={async (reason) => {
            await suspend.mutateAsync({ userId: user.id, reason });
            showToast({ title: `${user.name} is suspended`, description: 'They are signed out everywhere.' });
            setTrigger(null);
          }}
        >
          <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900 text-sm">
            <p className="font-semibold">What happens at once:</p>
            <ul className="mt-1 list-disc pl-5">
              <li>They cannot sign in, and every session they have ends.</li>
              <li>Their lists are hidden from everyone; donors’ reservations on them end.</li>
              <li>
                Their own reservations on other families’ lists are released, and purchases they reported that
                no family confirmed yet end (each family is told).
              </li>
            </ul>
            <p className="mt-2">Lifting the suspension later brings their lists back.</p>
          </div>
        </ReasonDialog>
      ) : null}
    </>
  );
}

/** Role and suspension, for anyone but yourself (the server refuses both for your own account). */
export function UserActions({
  user,
  isSelf,
  fallbackRef,
}: {
  user: TAdminUserDetail;
  isSelf: boolean;
  /** Where the focus goes when an action replaces its button (Suspend becomes Lift suspension). */
  fallbackRef: RefObject<HTMLElement | null>;
}) {
  if (isSelf) {
    return (
      <p className="mt-4 rounded-lg border border-slate-300 bg-white p-3 text-slate-800 text-sm">
        This is your own account. Another admin has to change its role or suspend it.
      </p>
    );
  }
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <RoleAction user={user} />
      <SuspensionAction user={user} fallbackRef={fallbackRef} />
    </div>
  );
}
