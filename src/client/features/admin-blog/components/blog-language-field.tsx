import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/admin-blog.json';
import { LANGUAGE_NAMES, LOCALES } from '#shared/i18n/locales';
import type { TEditorValues } from '../utils/editor-values';

const t = createTranslator(catalog);

/**
 * The language the post is written in (the blog shows readers the posts of their language): each
 * language named in itself, as the language control names it. Saved with the rest of the form.
 */
export function BlogLanguageField({ form }: { form: UseFormReturn<TEditorValues> }) {
  const hintId = useId();
  const errorId = useId();
  const error = form.formState.errors.language?.message;
  return (
    <fieldset aria-describedby={error ? `${hintId} ${errorId}` : hintId} className="min-w-0">
      <legend className="font-semibold text-slate-900 text-sm">{t('admin-blog.fields.language')}</legend>
      <p id={hintId} className="mt-1 text-slate-700 text-sm">
        {t('admin-blog.fields.languageHint')}
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {LOCALES.map((language) => (
          <label
            key={language}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
          >
            <input
              type="radio"
              value={language}
              aria-invalid={error ? true : undefined}
              className="size-4 shrink-0 accent-teal-700"
              {...form.register('language')}
            />
            <span lang={language} className="font-semibold text-slate-900">
              {LANGUAGE_NAMES[language]}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-red-800 text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
