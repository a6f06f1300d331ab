import { useEffect, useId, useState } from 'react';
import { FormAlert } from '#client/components/ui/form-alert';
import { showToast } from '#client/components/ui/toast-store';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/account.json';
import type { TAccountSettings } from '#shared/schemas/account';
import { useAccountSettings } from '../api/get-account-settings';
import { useUpdateAccountSettings } from '../api/update-account-settings';

const t = createTranslator(catalog);

type TToggleKey = 'isEmailOnPurchase' | 'isEmailOnThankYou' | 'isFullNameShown' | 'areListsShownOnProfile';
type TAccountKey = Parameters<typeof t>[0];
/** `labelKey` and `hintKey` name catalog messages, translated where they are shown. */
export type TSettingChoice = { key: TToggleKey; labelKey: TAccountKey; hintKey: TAccountKey };

export const MAIL_CHOICES: TSettingChoice[] = [
  {
    key: 'isEmailOnPurchase',
    labelKey: 'account.mail.onPurchase',
    hintKey: 'account.mail.onPurchaseHint',
  },
  {
    key: 'isEmailOnThankYou',
    labelKey: 'account.mail.onThankYou',
    hintKey: 'account.mail.onThankYouHint',
  },
];

export const PRIVACY_CHOICES: TSettingChoice[] = [
  {
    key: 'isFullNameShown',
    labelKey: 'account.privacy.fullName',
    hintKey: 'account.privacy.fullNameHint',
  },
  {
    key: 'areListsShownOnProfile',
    labelKey: 'account.privacy.lists',
    hintKey: 'account.privacy.listsHint',
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
      showToast({ title: t('account.toggles.saved'), description: savedMessage });
    } catch (error) {
      setIsChecked(savedValue);
      showToast({ title: t('account.toggles.notSaved'), description: readApiErrorMessage(error) });
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
          {t(choice.labelKey)}
        </label>
        <p id={`${id}-hint`} className="text-slate-600 text-sm">
          {t(choice.hintKey)}
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
  if (settings.isPending) return <p className="text-slate-600">{t('account.toggles.loading')}</p>;
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
