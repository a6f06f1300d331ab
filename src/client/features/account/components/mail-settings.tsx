import { useId } from 'react';
import type { TAccountSettings } from '../../../../shared/schemas/account';
import { FormAlert } from '../../../components/ui/form-alert';
import { showToast } from '../../../components/ui/toast-store';
import { readApiErrorMessage } from '../../../lib/request';
import { useAccountSettings } from '../api/get-account-settings';
import { useUpdateAccountSettings } from '../api/update-account-settings';

type TMailChoice = 'isEmailOnPurchase' | 'isEmailOnThankYou';

const CHOICES: Array<{ key: TMailChoice; label: string; hint: string }> = [
  {
    key: 'isEmailOnPurchase',
    label: 'Email me when someone buys an item for my list',
    hint: 'You always see it in your notifications too.',
  },
  {
    key: 'isEmailOnThankYou',
    label: 'Email me when a family thanks me for a gift',
    hint: 'Thank-you notes also stay on your dashboard.',
  },
];

function MailChoice({ choice, settings }: { choice: (typeof CHOICES)[number]; settings: TAccountSettings }) {
  const id = useId();
  const update = useUpdateAccountSettings();
  const onChange = async (isChecked: boolean) => {
    try {
      await update.mutateAsync({ [choice.key]: isChecked });
      showToast({ title: 'Saved', description: 'Your email choices were updated.' });
    } catch (error) {
      showToast({ title: 'Not saved', description: readApiErrorMessage(error) });
    }
  };
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-teal-700"
        checked={settings[choice.key]}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {choice.label}
        </label>
        <p id={`${id}-hint`} className="text-slate-600 text-sm">
          {choice.hint}
        </p>
      </div>
    </div>
  );
}

export function MailSettings() {
  const settings = useAccountSettings();
  if (settings.isPending) return <p className="text-slate-600">Loading your choices…</p>;
  if (settings.isError) return <FormAlert>{readApiErrorMessage(settings.error)}</FormAlert>;
  return (
    <fieldset className="grid gap-5">
      <legend className="sr-only">Email choices</legend>
      {CHOICES.map((choice) => (
        <MailChoice key={choice.key} choice={choice} settings={settings.data} />
      ))}
    </fieldset>
  );
}
