import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/list-editor.json';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TEditorProblem } from '../utils/editor-problems';

const t = createTranslator(catalog);

const PROBLEM_LINK_CLASS =
  'inline-flex min-h-11 items-center gap-2 text-left font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900 pointer-fine:min-h-8';

/**
 * What a draft still lacks, each a way to where it is settled: a field (a link to it) or the email
 * address to confirm. Once Publish was pressed with something missing (`askCount` > 0) it says so
 * plainly and takes the focus, a second press too.
 */
function MissingList({
  problems,
  isEmailMissing,
  askCount,
  onGoToProblem,
}: {
  problems: TEditorProblem[];
  isEmailMissing: boolean;
  askCount: number;
  onGoToProblem: (field: TEditorProblem['field']) => void;
}) {
  const introRef = useRef<HTMLParagraphElement>(null);
  const isAsked = askCount > 0;
  useEffect(() => {
    if (askCount > 0) introRef.current?.focus();
  }, [askCount]);
  return (
    <div
      className={
        isAsked
          ? 'mt-3 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-slate-900'
          : 'mt-3 text-slate-800'
      }
    >
      <p ref={introRef} tabIndex={-1} className={isAsked ? 'font-semibold outline-offset-2' : undefined}>
        {isAsked ? t('list-editor.publish.asked') : t('list-editor.publish.needs')}
      </p>
      <ul className="mt-2 grid gap-1">
        {problems.map((problem) => (
          <li key={problem.field}>
            <button type="button" className={PROBLEM_LINK_CLASS} onClick={() => onGoToProblem(problem.field)}>
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              {problem.message}
            </button>
          </li>
        ))}
        {isEmailMissing ? (
          <li className="flex gap-2 py-2">
            <ArrowRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-teal-800" />
            <span>
              <RichText
                t={t}
                id="list-editor.publish.verifyEmail"
                components={{
                  0: <Link href={PAGE_PATHS.verifyEmail} className="font-semibold text-teal-800 underline" />,
                }}
              />
            </span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/**
 * The end of a draft: what it still lacks (each a way to its field), and the publish button. The
 * button can always be pressed: with something missing it says what, rather than sitting greyed out
 * with no reason given.
 */
export function PublishPanel({
  problems,
  isAddressReady,
  onAddAddress,
  isEmailMissing,
  askCount,
  isPublishing,
  error,
  onGoToProblem,
  onPublish,
  deleteButton,
}: {
  problems: TEditorProblem[];
  /** Whether the shipping address is complete: without it the list publishes but takes no reservations. */
  isAddressReady: boolean;
  onAddAddress: () => void;
  /** The email address is not confirmed yet (as far as this page knows, or as the server said). */
  isEmailMissing: boolean;
  /** How many times Publish was pressed with something missing. */
  askCount: number;
  isPublishing: boolean;
  error: string | null;
  onGoToProblem: (field: TEditorProblem['field']) => void;
  onPublish: () => void;
  deleteButton: React.ReactNode;
}) {
  const isMissingAnything = problems.length > 0 || isEmailMissing;
  return (
    <section aria-labelledby="step-publish" className="border-slate-200 border-t py-8">
      <h2 id="step-publish" className="font-bold text-slate-900 text-xl">
        {t('list-editor.publish.heading')}
      </h2>
      {isMissingAnything ? (
        <MissingList
          problems={problems}
          isEmailMissing={isEmailMissing}
          askCount={askCount}
          onGoToProblem={onGoToProblem}
        />
      ) : isAddressReady ? (
        <p className="mt-3 text-slate-800">{t('list-editor.publish.ready')}</p>
      ) : (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          <p>{t('list-editor.publish.noAddress')}</p>
          <button type="button" className={`mt-1 ${PROBLEM_LINK_CLASS}`} onClick={onAddAddress}>
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            {t('list-editor.publish.addAddress')}
          </button>
        </div>
      )}
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {/* Never disabled: a disabled button says nothing about why, and drops out of the keyboard's way. */}
        <Button
          size="lg"
          aria-disabled={isPublishing || undefined}
          onClick={() => {
            if (!isPublishing) onPublish();
          }}
        >
          {isPublishing ? t('list-editor.publish.publishing') : t('list-editor.publish.button')}
        </Button>
        {deleteButton}
      </div>
    </section>
  );
}
