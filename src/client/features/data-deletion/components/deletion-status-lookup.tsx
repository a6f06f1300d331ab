import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextField } from '#client/components/ui/text-field';
import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import { getErrorStatus, readApiErrorMessage } from '#client/lib/request';
import { zodFormResolver } from '#client/lib/zod-form-resolver';
import catalog from '#client-catalog/data-deletion.json';
import { ZConfirmationCode } from '#shared/schemas/data-deletion';
import { useDeletionStatus } from '../api/get-deletion-status';

const t = createTranslator(catalog);

const ZLookup = z.object({ code: ZConfirmationCode });
const DATE_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, { dateStyle: 'long', timeStyle: 'short' });
/** The characters of a confirmation code (CONFIRMATION_CODE_PATTERN). */
const CODE_LENGTH = 16;

// The code lives in the URL (?code=...), so the link Facebook or our mail gives opens the answer.
export function DeletionStatusLookup() {
  const search = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const parsedCode = ZConfirmationCode.safeParse(search.get('code') ?? '');
  const code = parsedCode.success ? parsedCode.data : null;
  const status = useDeletionStatus(code);
  const form = useForm({
    resolver: zodFormResolver(ZLookup),
    defaultValues: { code: search.get('code') ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ code: entered }) => {
    navigate(`${location}?code=${encodeURIComponent(entered)}`);
  });

  return (
    <div className="grid gap-5">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          className="sm:w-80"
          label={t('data-deletion.lookup.code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" className="sm:mb-px">
          {t('data-deletion.lookup.submit')}
        </Button>
      </form>
      {status.isFetching ? <p className="text-slate-700">{t('data-deletion.lookup.loading')}</p> : null}
      {status.data ? (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-teal-200 bg-teal-50 p-5 text-slate-900"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
          <div>
            <p className="font-semibold">{t('data-deletion.lookup.completed')}</p>
            <p className="mt-1">
              {status.data.completedAt
                ? t('data-deletion.lookup.requestedAndCompleted', {
                    code: status.data.confirmationCode,
                    requestedAt: DATE_FORMAT.format(new Date(status.data.requestedAt)),
                    completedAt: DATE_FORMAT.format(new Date(status.data.completedAt)),
                  })
                : t('data-deletion.lookup.requested', {
                    code: status.data.confirmationCode,
                    requestedAt: DATE_FORMAT.format(new Date(status.data.requestedAt)),
                  })}
            </p>
          </div>
        </div>
      ) : null}
      {status.isError ? (
        <FormAlert>
          {getErrorStatus(status.error) === 404
            ? t('data-deletion.lookup.notFound', { length: CODE_LENGTH })
            : readApiErrorMessage(status.error)}
        </FormAlert>
      ) : null}
    </div>
  );
}
