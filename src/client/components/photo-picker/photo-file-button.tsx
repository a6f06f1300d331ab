import clsx from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { Ref } from 'react';
import { getButtonClassName } from '#client/components/ui/button';
import { PHOTO_ACCEPTED_TYPES } from '#shared/constants';

/**
 * A file input dressed as a button: the label is what people see and click, the input stays in the
 * accessibility tree (visually hidden) so the keyboard and screen readers reach it as a file picker.
 */
export function PhotoFileButton({
  icon: Icon,
  label,
  isMultiple = false,
  isDisabled,
  isInvalid,
  describedBy,
  inputRef,
  className,
  onFilesChosen,
}: {
  icon: LucideIcon;
  label: string;
  isMultiple?: boolean;
  isDisabled?: boolean;
  isInvalid?: boolean;
  describedBy?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  onFilesChosen: (files: File[]) => void;
}) {
  return (
    <label
      className={getButtonClassName(
        'secondary',
        'md',
        clsx(
          className,
          'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-700',
        ),
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
      <input
        type="file"
        multiple={isMultiple}
        accept={PHOTO_ACCEPTED_TYPES.join(',')}
        ref={inputRef}
        className="sr-only"
        disabled={isDisabled}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Emptied at once, so choosing the same file again (after an error) is a change too.
          event.target.value = '';
          onFilesChosen(files);
        }}
      />
    </label>
  );
}
