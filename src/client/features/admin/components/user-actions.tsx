import { type RefObject, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog';
import { showToast } from '#client/components/ui/toast-store';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/admin.json';
import type { TAdminUserDetail } from '#shared/schemas/admin-users';
import { useSetUserRole } from '../api/set-user-role';
import { useSuspendUser } from '../api/suspend-user';
import { useUnsuspendUser } from '../api/unsuspend-user';
import { returnFocus } from '../utils/return-focus';
import { ReasonDialog } from './reason-dialog';

const t = createTranslator(catalog);

function RoleAction({ user }: { user: TAdminUserDetail }) {
  const setRole = useSetUserRole();
  const isAdmin = user.userType === 'admin';
  const actionLabel = t(isAdmin ? 'admin.role.remove' : 'admin.role.make');
  return (
    <ConfirmDialog
      trigger={<Button variant="secondary">{actionLabel}</Button>}
      title={t(isAdmin ? 'admin.role.removeTitle' : 'admin.role.makeTitle', { name: user.name })}
      description={t(isAdmin ? 'admin.role.removeDescription' : 'admin.role.makeDescription')}
      confirmLabel={actionLabel}
      pendingLabel={t('admin.saving')}
      onConfirm={async () => {
        const updated = await setRole.mutateAsync({ userId: user.id, userType: isAdmin ? 'user' : 'admin' });
        showToast({
          title: t(updated.userType === 'admin' ? 'admin.role.made' : 'admin.role.removed', {
            name: updated.name,
          }),
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
        title: t('admin.suspension.lifted.title', { name: user.name }),
        description: t('admin.suspension.lifted.description'),
      });
    } catch (error) {
      showToast({
        variant: 'destructive',
        title: t('admin.suspension.liftFailed'),
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
          {isLifting ? t('admin.suspension.lifting') : t('admin.suspension.lift')}
        </Button>
      ) : (
        <Button variant="danger" aria-haspopup="dialog" onClick={(event) => setTrigger(event.currentTarget)}>
          {t('admin.suspension.suspend')}
        </Button>
      )}
      {/* Outside the branch above: the account turns suspended before the dialog has closed. */}
      {trigger ? (
        <ReasonDialog
          title={t('admin.suspension.dialog.title')}
          description={t('admin.suspension.dialog.who', { name: user.name, email: user.email })}
          label={t('admin.suspension.dialog.label')}
          hint={t('admin.suspension.dialog.hint')}
          submitLabel={t('admin.suspension.dialog.submit')}
          pendingLabel={t('admin.suspension.dialog.pending')}
          isDanger
          trigger={trigger}
          fallbackRef={fallbackRef}
          onClose={() => setTrigger(null)}
          onSubmit={async (reason) => {
            await suspend.mutateAsync({ userId: user.id, reason });
            showToast({
              title: t('admin.suspension.done.title', { name: user.name }),
              description: t('admin.suspension.done.description'),
            });
            setTrigger(null);
          }}
        >
          <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900 text-sm">
            <p className="font-semibold">{t('admin.suspension.dialog.effects')}</p>
            <ul className="mt-1 list-disc pl-5">
              <li>{t('admin.suspension.dialog.effectSignIn')}</li>
              <li>{t('admin.suspension.dialog.effectLists')}</li>
              <li>{t('admin.suspension.dialog.effectGifts')}</li>
            </ul>
            <p className="mt-2">{t('admin.suspension.dialog.liftLater')}</p>
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
        {t('admin.userActions.self')}
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
