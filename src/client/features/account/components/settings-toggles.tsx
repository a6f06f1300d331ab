import { useEffect, useId, useState } from 'react';
import { FormAlert } from '#client/components/ui/form-alert';
import { showToast } from '#client/components/ui/toast-store';
import { readApiErrorMessage } from '#client/lib/request';
import type { TAccountSettings } from '#shared/schemas/account';
import { useAccountSettings } from '../api/get-account-settings';
import { useUpdateAccountSettings } from '../api/update-account-settings';

type TToggleKey = 'isEmailOnPurchase' | 'isEmailOnThankYou' | 'isFullNameShown' | 'areListsShownOnProfile';
export type TSettingChoice = { key: TToggleKey; label: string; hint: string };

export const MAIL_CHOICES: TSettingChoice[] = [
  {
    key: 'isEmailOnPurchase',
    label: 'Email me when someone reserves or buys an item for my list',
    hint: 'The emails come as one summary every few minutes at most, never one per gift. You always see each gift in your notifications too.',
  },
  {
    key: 'isEmailOnThankYou',
    label: 'Email me about my gifts: thank-yous, receipts and reservation reminders',
    hint: 'Thank-you notes and receipts also stay in My gifts on your dashboard.',
  },
];

export const PRIVACY_CHOICES: TSettingChoice[] = [
  {
    key: 'isFullNameShown',
    label: 'Show my full name to others',
    hint: 'When this is off, others see your first name only, never your last name.',
  },
  {
    key: 'areListsShownOnProfile',
    label: 'Show my public lists on my profile',
    hint: 'Unlisted and private lists are never shown, whatever you choose here. Your profile always says how many lists you published and how many were fulfilled, which helps donors trust you.',
  },
];

function SettingToggle({
  choice,
  settings,
  savedMessage,
}: {
  choice: TSettingChoice;
  settings: TAccountSettings;
  savedMessage: string;
}) {
  const id = useId();
  const update = useUpdateAccountSettings();
  const savedValue = settings[choice.key];
  // Local state flips in the same render as the click; it follows the saved value afterwards and
  // returns to it if saving fails.
  const [isChecked, setIsChecked] = useState(savedValue);
  useEffect(() => setIsChecked(savedValue), [savedValue]);
  const onChange = async (isNowChecked: boolean) => {
    setIsChecked(isNowChecked);
    try {
      await update.mutateAsync({ [choice.key]: isNowChecked });
      showToast({ title: 'Saved', description: savedMessage });
    } catch (error) {
      setIsChecked(savedValue);
      showToast({ title: 'Not saved', description: readApiErrorMessage(error) });
    }
  };
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5 shrink-0 accent-teal-700"
        checked={isChecked}
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

// Checkboxes that save one account setting each, at once (optimistically).
export function SettingsToggles({
  legend,
  choices,
  savedMessage,
}: {
  legend: string;
  choices: TSettingChoice[];
  savedMessage: string;
}) {
  const settings = useAccountSettings();
  if (settings.isPending) return <p className="text-slate-600">Loading your choices…</p>;
  if (settings.isError) return <FormAlert>{readApiErrorMessage(settings.error)}</FormAlert>;
  return (
    <fieldset className="grid gap-5">
      <legend className="sr-only">{legend}</legend>
      {choices.map((choice) => (
        <SettingToggle
          key={choice.key}
          choice={choice}
          settings={settings.data}
          savedMessage={savedMessage}
        />
      ))}
    </fieldset>
  );
}
