import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextAreaField } from '#client/components/ui/text-area-field';
import { showToast } from '#client/components/ui/toast-store';
import { showSubmitError } from '#client/lib/form-errors';
import { THANK_YOU_MAX } from '#shared/pledge-limits';
import { useSendThankYou } from '../api/send-thank-you';

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

  useEffect(() => {
    form.setFocus('message');
  }, [form]);

  const onSubmit = form.handleSubmit(async ({ message }) => {
    if (!message.trim()) {
      form.setError('message', { message: 'Write a few words of thanks' }, { shouldFocus: true });
      return;
    }
    try {
      await send.mutateAsync({ listId, pledgeId, input: { message } });
      showToast({ title: 'Thank-you sent', description: `${donorName} can read it in their gifts.` });
      onSent();
    } catch (error) {
      showSubmitError(form.setError, error, ['message'] as const);
    }
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Thank ${donorName}`}
      className="grid gap-3 rounded-lg border border-rose-200 bg-rose-50 p-4"
    >
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <TextAreaField
        label="Your thank-you note"
        hint="We pass it on through Kindlist: the donor does not see your email address."
        maxLength={THANK_YOU_MAX}
        length={form.watch('message').length}
        rows={3}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Sending…' : 'Send thank-you'}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Not now
        </Button>
      </div>
    </form>
  );
}
