import { Camera } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Button, getButtonClassName } from '#client/components/ui/button';
import { StatusMessage } from '#client/components/ui/status-message';
import { checkPhotoFile, PHOTO_MAX_MEGABYTES } from '#client/lib/check-photo-file';
import { parseFieldError } from '#client/lib/form-errors';
import { readApiErrorMessage } from '#client/lib/request';
import { PHOTO_ACCEPTED_TYPES } from '#shared/constants';
import type { TOwnProfile } from '#shared/schemas/profile';
import { useRemoveProfilePhoto } from '../api/remove-profile-photo';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';
import { LargeAvatar } from './profile-summary';

export function ProfilePhotoEditor({ profile }: { profile: TOwnProfile }) {
  const upload = useUploadProfilePhoto();
  const remove = useRemoveProfilePhoto();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const isBusy = upload.isPending || remove.isPending;

  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setMessage(null);
    const problem = checkPhotoFile(file);
    setError(problem);
    if (problem) return;
    try {
      await upload.mutateAsync(file);
      setMessage('Your new photo is saved.');
    } catch (uploadError) {
      const text = readApiErrorMessage(uploadError);
      setError(parseFieldError(text, ['photo'] as const)?.message ?? text);
    }
  };

  const onRemove = async () => {
    setError(null);
    setMessage(null);
    try {
      await remove.mutateAsync();
      setMessage('Your photo was removed.');
    } catch (removeError) {
      setError(readApiErrorMessage(removeError));
    }
  };

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <LargeAvatar src={profile.profileImageUrl} alt="You" initial={profile.firstName || profile.email} />
      <div className="grid gap-3">
        <p className="text-slate-700 text-sm">
          JPEG, PNG or WebP, up to {PHOTO_MAX_MEGABYTES} MB. We crop it square and remove the hidden data a
          camera stores in photos, such as where it was taken.
        </p>
        <div className="flex flex-wrap gap-3">
          <label
            className={getButtonClassName(
              'secondary',
              'md',
              'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-teal-700',
            )}
          >
            <Camera aria-hidden="true" className="size-4" />
            {upload.isPending ? 'Uploading…' : profile.profileImageUrl ? 'Change photo' : 'Add a photo'}
            <input
              type="file"
              accept={PHOTO_ACCEPTED_TYPES.join(',')}
              className="sr-only"
              disabled={isBusy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={onFileChosen}
            />
          </label>
          {profile.profileImageUrl ? (
            <Button variant="ghost" onClick={onRemove} disabled={isBusy}>
              {remove.isPending ? 'Removing…' : 'Remove photo'}
            </Button>
          ) : null}
        </div>
        {error ? (
          <p id={errorId} role="alert" className="text-red-800 text-sm">
            {error}
          </p>
        ) : null}
        {message ? <StatusMessage>{message}</StatusMessage> : null}
      </div>
    </div>
  );
}
