import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { SelectField } from '#client/components/ui/select-field';
import { Spinner } from '#client/components/ui/spinner';
import { TextField } from '#client/components/ui/text-field';
import type { TAuditEntry } from '#shared/schemas/admin';
import { useAuditLog } from '../api/get-audit-log';
import { formatAdminDateTime, formatCount } from '../utils/admin-format';
import {
  AUDIT_TARGET_TYPE_LABELS,
  AUDIT_TARGET_TYPE_OPTIONS,
  describeAuditAction,
  KNOWN_AUDIT_ACTIONS,
  type TAuditFilters,
} from '../utils/audit-labels';
import { QueryProblem } from './query-problem';

const NO_FILTERS: TAuditFilters = { action: '', targetType: '' };

function AuditEntryRow({ entry }: { entry: TAuditEntry }) {
  return (
    <li className="grid gap-1 p-4 text-sm">
      <p className="text-slate-700">
        <time dateTime={entry.createdAt}>{formatAdminDateTime(entry.createdAt)}</time>
      </p>
      <p className="wrap-anywhere text-base text-slate-900">
        <strong className="font-semibold">{entry.actorName}</strong>{' '}
        {describeAuditAction(entry.action).toLowerCase()}
        {entry.targetLabel ? (
          <>
            : <span className="font-semibold">{entry.targetLabel}</span>
          </>
        ) : null}
      </p>
      <p className="wrap-anywhere text-slate-700">
        {AUDIT_TARGET_TYPE_LABELS[entry.targetType]} · <code className="text-xs">{entry.action}</code>
      </p>
      {entry.reason ? <p className="wrap-anywhere text-slate-800">Reason: {entry.reason}</p> : null}
    </li>
  );
}

function AuditFilterForm({
  filters,
  onApply,
}: {
  filters: TAuditFilters;
  onApply: (filters: TAuditFilters) => void;
}) {
  const actionsListId = useId();
  const [draft, setDraft] = useState(filters);
  const hasFilters = filters.action !== '' || filters.targetType !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply({ action: draft.action.trim(), targetType: draft.targetType });
  };

  return (
    <form
      aria-label="Filter the audit log"
      onSubmit={onSubmit}
      className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <TextField
        label="Action"
        hint="The exact code, such as list.hidden"
        list={actionsListId}
        maxLength={60}
        value={draft.action}
        onChange={(event) => setDraft((current) => ({ ...current, action: event.target.value }))}
      />
      <datalist id={actionsListId}>
        {KNOWN_AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {describeAuditAction(action)}
          </option>
        ))}
      </datalist>
      <SelectField
        label="Target type"
        options={AUDIT_TARGET_TYPE_OPTIONS}
        placeholder="Any type"
        value={draft.targetType}
        onChange={(event) => setDraft((current) => ({ ...current, targetType: event.target.value }))}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">Filter</Button>
        {hasFilters ? (
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(NO_FILTERS);
              onApply(NO_FILTERS);
            }}
          >
            Clear filters
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Every admin action, newest first, filtered by what was done and to what, older pages on request. */
export function AuditLogSection({ headingId }: { headingId: string }) {
  const [filters, setFilters] = useState<TAuditFilters>(NO_FILTERS);
  const log = useAuditLog(filters);
  const listLabelId = useId();
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <>
      <h2 id={headingId} className="font-bold text-2xl text-slate-900">
        Audit log
      </h2>
      <p className="mt-2 text-slate-700">
        What admins did, newest first. Entries are never changed or removed.
      </p>
      <AuditFilterForm filters={filters} onApply={setFilters} />
      {log.data ? (
        <>
          <p id={listLabelId} aria-live="polite" className="mt-6 text-slate-700">
            {entries.length === 0
              ? 'No entries match.'
              : `${formatCount(entries.length, 'entry', 'entries')} shown, newest first`}
          </p>
          {entries.length > 0 ? (
            <ol
              aria-labelledby={listLabelId}
              className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm"
            >
              {entries.map((entry) => (
                <AuditEntryRow key={entry.id} entry={entry} />
              ))}
            </ol>
          ) : null}
          {log.hasNextPage ? (
            <Button
              variant="secondary"
              className="mt-4"
              aria-disabled={log.isFetchingNextPage || undefined}
              onClick={() => {
                if (!log.isFetchingNextPage) void log.fetchNextPage();
              }}
            >
              {log.isFetchingNextPage ? 'Loading older entries…' : 'Load older'}
            </Button>
          ) : entries.length > 0 ? (
            <p className="mt-4 text-slate-700 text-sm">That is the start of the log.</p>
          ) : null}
          {log.isFetchNextPageError ? (
            <QueryProblem what="Older entries" error={log.error} onRetry={() => void log.fetchNextPage()} />
          ) : null}
        </>
      ) : log.isPending ? (
        <Spinner label="Loading the audit log…" />
      ) : (
        <QueryProblem what="The audit log" error={log.error} onRetry={() => void log.refetch()} />
      )}
    </>
  );
}
