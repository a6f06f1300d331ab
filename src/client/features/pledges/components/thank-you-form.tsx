import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextAreaField } from '#client/components/ui/text-area-field';
import { showToast } from '#client/components/ui/toast-store';
import { showSubmitError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/family-gifts.json';
import { THANK_YOU_MAX } from '#shared/pledge-limits';
import { useSendThankYou } from '../api/send-thank-you';
import { readDonor } from '../utils/family-gift-labels';

const t = createTranslator(catalog);

type TThankYouValues = { message: string };

/** A few words of thanks for one gift, passed on by Kindlist (neither side sees the other's email). */
export function ThankYouForm({
  listId,
  pledgeId,
  donorName,
  onSent,
  onClose,
}: {
  listId: string;
  pledgeId: string;
  donorName: string;
  onSent: () => void;
  onClose: () => void;
}) {
  const send = useSendThankYou();
  const form = useForm<TThankYouValues>({ defaultValues: { message: '' } });
  const { errors, isSubmitting } = form.formState;
  const donor = readDonor(donorName);

  useEffect(() => {
    form.setFocus('message');
  }, [form]);

  const onSubmit = form.handleSubmit(async ({ message }) => {
    if (!message.trim()) {
      form.setError('message', { message: t('family-gifts.thanks.empty') }, { shouldFocus: true });
      return;
    }
    try {
      await send.mutateAsync({ listId, pledgeId, input: { message } });
      showToast({
        title: t('family-gifts.thanks.sent'),
        description: t('family-gifts.thanks.sentDetail', donor),
      });
      onSent();
    } catch (error) {
      showSubmitError(form.setError, error, ['message'] as const);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('family-gifts.thanks.formLabel', donor)}
      className="grid gap-3 rounded-lg border border-rose-200 bg-rose-50 p-4"
    >
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <TextAreaField
        label={t('family-gifts.thanks.label')}
        hint={t('family-gifts.thanks.hint')}
        maxLength={THANK_YOU_MAX}
        length={form.watch('message').length}
        rows={3}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('family-gifts.thanks.sending') : t('family-gifts.thanks.send')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('family-gifts.notNow')}
        </Button>
      </div>
    </form>
  );
}
