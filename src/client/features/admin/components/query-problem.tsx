import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { readApiErrorMessage } from '#client/lib/request';

/** A read that failed: what could not be loaded, the server's reason, and a way to try again. */
export function QueryProblem({
  what,
  error,
  onRetry,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div className="mt-6 grid justify-items-start gap-3">
      <FormAlert>
        {what} could not be loaded: {readApiErrorMessage(error)}
      </FormAlert>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
