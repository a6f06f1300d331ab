import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { SelectField } from '#client/components/ui/select-field';
import { Spinner } from '#client/components/ui/spinner';
import { TextField } from '#client/components/ui/text-field';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/admin.json';
import type { TAuditEntry } from '#shared/schemas/admin';
import { useAuditLog } from '../api/get-audit-log';
import { formatAdminDateTime } from '../utils/admin-format';
import {
  describeAuditAction,
  describeAuditTargetType,
  KNOWN_AUDIT_ACTIONS,
  listAuditTargetTypeOptions,
  type TAuditFilters,
} from '../utils/audit-labels';
import { QueryProblem } from './query-problem';

const t = createTranslator(catalog);

const NO_FILTERS: TAuditFilters = { action: '', targetType: '' };

function AuditEntryRow({ entry }: { entry: TAuditEntry }) {
  // People's words go in as elements, not text: a "<0>" in a name stays as typed.
  const values = { actor: <>{entry.actorName}</>, action: describeAuditAction(entry.action).toLowerCase() };
  const actor = <strong className="font-semibold" />;
  return (
    <li className="grid gap-1 p-4 text-sm">
      <p className="text-slate-700">
        <time dateTime={entry.createdAt}>{formatAdminDateTime(entry.createdAt)}</time>
      </p>
      <p className="wrap-anywhere text-base text-slate-900">
        {entry.targetLabel ? (
          <RichText
            t={t}
            id="admin.audit.entryWithTarget"
            values={{ ...values, target: <>{entry.targetLabel}</> }}
            components={{ 0: actor, 1: <span className="font-semibold" /> }}
          />
        ) : (
          <RichText t={t} id="admin.audit.entry" values={values} components={{ 0: actor }} />
        )}
      </p>
      <p className="wrap-anywhere text-slate-700">
        {describeAuditTargetType(entry.targetType)} · <code className="text-xs">{entry.action}</code>
      </p>
      {entry.reason ? (
        <p className="wrap-anywhere text-slate-800">{t('admin.audit.reason', { reason: entry.reason })}</p>
      ) : null}
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
      aria-label={t('admin.audit.filter.label')}
      onSubmit={onSubmit}
      className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <TextField
        label={t('admin.audit.filter.action')}
        hint={t('admin.audit.filter.actionHint')}
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
        label={t('admin.audit.filter.targetType')}
        options={listAuditTargetTypeOptions()}
        placeholder={t('admin.audit.filter.anyType')}
        value={draft.targetType}
        onChange={(event) => setDraft((current) => ({ ...current, targetType: event.target.value }))}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit">{t('admin.audit.filter.submit')}</Button>
        {hasFilters ? (
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(NO_FILTERS);
              onApply(NO_FILTERS);
            }}
          >
            {t('admin.audit.filter.clear')}
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
        {t('admin.audit.heading')}
      </h2>
      <p className="mt-2 text-slate-700">{t('admin.audit.intro')}</p>
      <AuditFilterForm filters={filters} onApply={setFilters} />
      {log.data ? (
        <>
          <p id={listLabelId} aria-live="polite" className="mt-6 text-slate-700">
            {entries.length === 0
              ? t('admin.audit.noEntries')
              : t('admin.audit.entriesShown', { count: entries.length })}
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
              {log.isFetchingNextPage ? t('admin.audit.loadingOlder') : t('admin.audit.loadOlder')}
            </Button>
          ) : entries.length > 0 ? (
            <p className="mt-4 text-slate-700 text-sm">{t('admin.audit.startOfLog')}</p>
          ) : null}
          {log.isFetchNextPageError ? (
            <QueryProblem
              messageKey="admin.queryProblem.olderEntries"
              error={log.error}
              onRetry={() => void log.fetchNextPage()}
            />
          ) : null}
        </>
      ) : log.isPending ? (
        <Spinner label={t('admin.audit.loading')} />
      ) : (
        <QueryProblem
          messageKey="admin.queryProblem.auditLog"
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      )}
    </>
  );
}
