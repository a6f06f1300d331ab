import { CheckCircle2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { TextField } from '#client/components/ui/text-field';
import { getErrorStatus, readApiErrorMessage } from '#client/lib/request';
import { zodFormResolver } from '#client/lib/zod-form-resolver';
import { ZConfirmationCode } from '#shared/schemas/data-deletion';
import { useDeletionStatus } from '../api/get-deletion-status';

const ZLookup = z.object({ code: ZConfirmationCode });
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

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
          label="Confirmation code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <Button type="submit" className="sm:mb-px">
          Check status
        </Button>
      </form>
      {status.isFetching ? <p className="text-slate-700">Looking up…</p> : null}
      {status.data ? (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-teal-200 bg-teal-50 p-5 text-slate-900"
        >
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
          <div>
            <p className="font-semibold">Deletion completed</p>
            <p className="mt-1">
              Code {status.data.confirmationCode}: asked for on{' '}
              {DATE_FORMAT.format(new Date(status.data.requestedAt))}
              {status.data.completedAt
                ? `, completed on ${DATE_FORMAT.format(new Date(status.data.completedAt))}.`
                : '.'}
            </p>
          </div>
        </div>
      ) : null}
      {status.isError ? (
        <FormAlert>
          {getErrorStatus(status.error) === 404
            ? 'We know no deletion with this code. Check that you copied all 16 characters.'
            : readApiErrorMessage(status.error)}
        </FormAlert>
      ) : null}
    </div>
  );
}
