import type { UseFormReturn } from 'react-hook-form';
import { RadioGroup } from '#client/components/ui/radio-group';
import { createTranslator } from '#client/lib/i18n';
import { LANGUAGE_OPTIONS } from '#client/lib/language-options';
import catalog from '#client-catalog/admin-blog.json';
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
      options={LANGUAGE_OPTIONS}
      error={form.formState.errors.language?.message}
      onChange={(language) =>
        form.setValue('language', language, { shouldDirty: true, shouldValidate: true })
      }
    />
  );
}
