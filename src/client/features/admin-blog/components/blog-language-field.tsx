import type { UseFormReturn } from 'react-hook-form';
import { RadioGroup } from '#client/components/ui/radio-group';
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
  return (
    <RadioGroup
      legend={t('admin-blog.fields.language')}
      hint={t('admin-blog.fields.languageHint')}
      name="language"
      value={form.watch('language')}
      options={LOCALES.map((language) => ({
        value: language,
        label: LANGUAGE_NAMES[language],
        lang: language,
      }))}
      error={form.formState.errors.language?.message}
      onChange={(language) =>
        form.setValue('language', language, { shouldDirty: true, shouldValidate: true })
      }
    />
  );
}
