import { useForm } from 'react-hook-form';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { SuccessPanel } from '#client/components/ui/status-message';
import { TextAreaField } from '#client/components/ui/text-area-field';
import { TextField } from '#client/components/ui/text-field';
import { showSubmitError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/content.json';
import { CONTACT_LIMITS } from '#shared/schemas/contact';
import { useSendContactMessage } from '../api/send-contact-message';

type TContactValues = { name: string; email: string; subject: string; message: string };
const FIELDS = ['name', 'email', 'subject', 'message'] as const;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const t = createTranslator(catalog);

/** The contact form; checked here as the server checks it, so most mistakes show before sending. */
export function ContactForm({ defaults }: { defaults: { name: string; email: string } }) {
  const send = useSendContactMessage();
  const form = useForm<TContactValues>({ defaultValues: { ...defaults, subject: '', message: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      showSubmitError(form.setError, error, FIELDS);
    }
  });

  // Said in the page's language (the server's answer says the same in English).
  if (send.data) return <SuccessPanel message={t('content.contact.sent')} />;
  return (
    <form
      noValidate
      aria-label={t('content.contact.formLabel')}
      onSubmit={(event) => {
        if (isSubmitting) event.preventDefault();
        else void onSubmit(event);
      }}
      className="mt-8 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {errors.root?.server?.message ? <FormAlert>{errors.root.server.message}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('content.contact.name')}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          error={errors.name?.message}
          {...form.register('name', {
            validate: (value) => value.trim() !== '' || t('content.contact.nameRequired'),
          })}
        />
        <TextField
          label={t('content.contact.email')}
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          hint={t('content.contact.emailHint')}
          error={errors.email?.message}
          {...form.register('email', {
            validate: (value) => EMAIL_PATTERN.test(value.trim()) || t('content.contact.emailInvalid'),
          })}
        />
      </div>
      <TextField
        label={t('content.contact.subject')}
        maxLength={CONTACT_LIMITS.subject}
        error={errors.subject?.message}
        {...form.register('subject', {
          validate: (value) => value.trim() !== '' || t('content.contact.subjectRequired'),
        })}
      />
      <TextAreaField
        label={t('content.contact.message')}
        rows={6}
        maxLength={CONTACT_LIMITS.message}
        length={form.watch('message').length}
        error={errors.message?.message}
        {...form.register('message', {
          validate: (value) =>
            value.trim().length >= CONTACT_LIMITS.messageMin ||
            t('content.contact.messageTooShort', { min: CONTACT_LIMITS.messageMin }),
        })}
      />
      <div>
        <Button type="submit" size="lg" aria-disabled={isSubmitting || undefined}>
          {isSubmitting ? t('content.contact.sending') : t('content.contact.send')}
        </Button>
      </div>
    </form>
  );
}
