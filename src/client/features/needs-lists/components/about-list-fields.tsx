import { SelectField } from '#client/components/ui/select-field';
import { TextAreaField } from '#client/components/ui/text-area-field';
import { TextField } from '#client/components/ui/text-field';
import { createTranslator } from '#client/lib/i18n';
import { LANGUAGE_OPTIONS } from '#client/lib/language-options';
import catalog from '#client-catalog/list-editor.json';
import { LIST_STORY_MIN, LIST_STORY_UNITS_MAX, LIST_TITLE_UNITS_MAX } from '#shared/needs-list-limits';
import { countCharacters } from '#shared/visible-text';
import { LIST_FIELD_LIMITS } from '../utils/field-limits';
import type { TFieldBindings } from '../utils/list-form-values';
import { listCategoryOptions } from '../utils/list-labels';

const t = createTranslator(catalog);

/** Title, category, the language the family writes in, and story: what donors read first. */
export function AboutListFields({ values, errors, register }: TFieldBindings) {
  return (
    <>
      <TextField
        label={t('list-editor.title.label')}
        placeholder={t('list-editor.title.placeholder')}
        maxLength={LIST_TITLE_UNITS_MAX}
        countLimit={LIST_FIELD_LIMITS.title}
        length={countCharacters(values.title)}
        error={errors.title?.message}
        {...register('title')}
      />
      {/* Side by side, so the language costs the phone form no height. The list page marks the
          family's words with this language, so a donor's browser can offer its own translation. */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-3">
        <SelectField
          label={t('list-editor.category.label')}
          placeholder={t('list-editor.category.placeholder')}
          options={listCategoryOptions()}
          error={errors.category?.message}
          {...register('category')}
        />
        <SelectField
          label={t('list-editor.language.label')}
          options={LANGUAGE_OPTIONS}
          error={errors.language?.message}
          {...register('language')}
        />
      </div>
      <TextAreaField
        label={t('list-editor.story.label')}
        hint={t('list-editor.story.hint', { min: LIST_STORY_MIN })}
        maxLength={LIST_STORY_UNITS_MAX}
        countLimit={LIST_FIELD_LIMITS.story}
        length={countCharacters(values.story)}
        rows={4}
        error={errors.story?.message}
        {...register('story')}
      />
    </>
  );
}
