import { SelectField } from '#client/components/ui/select-field';
import { TextAreaField } from '#client/components/ui/text-area-field';
import { TextField } from '#client/components/ui/text-field';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-editor.json';
import { LANGUAGE_NAMES, LOCALES } from '#shared/i18n/locales';
import { LIST_STORY_MAX, LIST_STORY_MIN, LIST_TITLE_MAX } from '#shared/needs-list-limits';
import type { TFieldBindings } from '../utils/list-form-values';
import { listCategoryOptions } from '../utils/list-labels';

const t = createTranslator(catalog);

/**
 * The language the family writes in (English · Español, each named in itself): the list page marks
 * their words with it, so a donor's browser can offer its own translation. Nothing is translated.
 */
function ListLanguageField({ values, errors, setValue }: TFieldBindings) {
  return (
    <fieldset aria-describedby="list-language-hint">
      <legend className="font-semibold text-slate-900 text-sm">{t('list-editor.language.legend')}</legend>
      <p id="list-language-hint" className="mt-1 text-slate-700 text-sm">
        {t('list-editor.language.hint')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {LOCALES.map((language) => (
          <label
            key={language}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 has-[:checked]:border-teal-700 has-[:checked]:bg-teal-50"
          >
            <input
              type="radio"
              name="language"
              value={language}
              checked={values.language === language}
              onChange={() => setValue('language', language)}
              className="size-4 shrink-0 accent-teal-700"
            />
            <span lang={language} className="font-semibold text-slate-900">
              {LANGUAGE_NAMES[language]}
            </span>
          </label>
        ))}
      </div>
      {errors.language?.message ? (
        <p role="alert" className="mt-1.5 text-red-800 text-sm">
          {errors.language.message}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Title, category, story and the language they are written in: what donors read first. */
export function AboutListFields(bindings: TFieldBindings) {
  const { values, errors, register } = bindings;
  return (
    <>
      <TextField
        label={t('list-editor.title.label')}
        placeholder={t('list-editor.title.placeholder')}
        maxLength={LIST_TITLE_MAX}
        length={values.title.length}
        error={errors.title?.message}
        {...register('title')}
      />
      <SelectField
        label={t('list-editor.category.label')}
        placeholder={t('list-editor.category.placeholder')}
        options={listCategoryOptions()}
        error={errors.category?.message}
        {...register('category')}
      />
      <TextAreaField
        label={t('list-editor.story.label')}
        hint={t('list-editor.story.hint', { min: LIST_STORY_MIN })}
        maxLength={LIST_STORY_MAX}
        length={values.story.length}
        rows={4}
        error={errors.story?.message}
        {...register('story')}
      />
      <ListLanguageField {...bindings} />
    </>
  );
}
