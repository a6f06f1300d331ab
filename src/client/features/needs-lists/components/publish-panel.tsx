import { ArrowRight } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/list-editor.json';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TEditorProblem } from '../utils/editor-problems';

const t = createTranslator(catalog);

/** The end of a draft: what it still lacks (each a link to its field), and the publish button. */
export function PublishPanel({
  problems,
  isAddressReady,
  onAddAddress,
  isEmailVerified,
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
  isEmailVerified: boolean;
  isPublishing: boolean;
  error: string | null;
  onGoToProblem: (field: TEditorProblem['field']) => void;
  onPublish: () => void;
  deleteButton: React.ReactNode;
}) {
  return (
    <section aria-labelledby="step-publish" className="border-slate-200 border-t py-8">
      <h2 id="step-publish" className="font-bold text-slate-900 text-xl">
        {t('list-editor.publish.heading')}
      </h2>
      {problems.length > 0 ? (
        <div className="mt-3">
          <p className="text-slate-800">{t('list-editor.publish.needs')}</p>
          <ul className="mt-2 grid gap-1 text-slate-800">
            {problems.map((problem) => (
              <li key={problem.field}>
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center gap-2 text-left font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900 pointer-fine:min-h-8"
                  onClick={() => onGoToProblem(problem.field)}
                >
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                  {problem.message}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : isAddressReady ? (
        <p className="mt-3 text-slate-800">{t('list-editor.publish.ready')}</p>
      ) : (
        <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          <p>{t('list-editor.publish.noAddress')}</p>
          <button
            type="button"
            className="mt-1 inline-flex min-h-11 items-center gap-2 text-left font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900 pointer-fine:min-h-8"
            onClick={onAddAddress}
          >
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            {t('list-editor.publish.addAddress')}
          </button>
        </div>
      )}
      {!isEmailVerified ? (
        <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
          <RichText
            t={t}
            id="list-editor.publish.verifyEmail"
            components={{
              0: <Link href={PAGE_PATHS.verifyEmail} className="font-semibold text-teal-800 underline" />,
            }}
          />
        </p>
      ) : null}
      {error ? (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      ) : null}
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button
          size="lg"
          disabled={problems.length > 0 || !isEmailVerified || isPublishing}
          onClick={onPublish}
        >
          {isPublishing ? t('list-editor.publish.publishing') : t('list-editor.publish.button')}
        </Button>
        {deleteButton}
      </div>
    </section>
  );
}
