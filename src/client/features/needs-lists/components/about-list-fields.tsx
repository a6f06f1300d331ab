import { SelectField } from '#client/components/ui/select-field';
import { TextAreaField } from '#client/components/ui/text-area-field';
import { TextField } from '#client/components/ui/text-field';
import { LIST_STORY_MAX, LIST_STORY_MIN, LIST_TITLE_MAX } from '#shared/needs-list-limits';
import type { TFieldBindings } from '../utils/list-form-values';
import { CATEGORY_OPTIONS } from '../utils/list-labels';

/** Title, category and story: what donors read first. */
export function AboutListFields({ values, errors, register }: TFieldBindings) {
  return (
    <>
      <TextField
        label="Title"
        placeholder="e.g. Winter clothes for two kids after our fire"
        maxLength={LIST_TITLE_MAX}
        length={values.title.length}
        error={errors.title?.message}
        {...register('title')}
      />
      <SelectField
        label="Category"
        placeholder="Choose a category"
        options={CATEGORY_OPTIONS}
        error={errors.category?.message}
        {...register('category')}
      />
      <TextAreaField
        label="Your story"
        hint={`What happened, who is in your family, what would help most (at least ${LIST_STORY_MIN} characters). Leave out your address.`}
        maxLength={LIST_STORY_MAX}
        length={values.story.length}
        rows={4}
        error={errors.story?.message}
        {...register('story')}
      />
    </>
  );
}
