import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/admin.json';

const t = createTranslator(catalog);

/** The catalog keys of what could not be loaded: "{reason}" in each is the server's reason. */
export type TQueryProblemKey = Extract<keyof typeof catalog, `admin.queryProblem.${string}`>;

/** A read that failed: what could not be loaded, the server's reason, and a way to try again. */
export function QueryProblem({
  messageKey,
  error,
  onRetry,
}: {
  /** "… could not be loaded: {reason}" for what failed. */
  messageKey: TQueryProblemKey;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className="mt-6 grid justify-items-start gap-3">
      <FormAlert>{t(messageKey, { reason: readApiErrorMessage(error) })}</FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        {t('admin.tryAgain')}
      </Button>
    </div>
  );
}
