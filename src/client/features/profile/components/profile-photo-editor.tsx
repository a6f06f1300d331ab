import { Camera } from 'lucide-react';
import { PhotoFileButton } from '#client/components/photo-picker/photo-file-button';
import { usePhotoPicker } from '#client/components/photo-picker/use-photo-picker';
import { Button } from '#client/components/ui/button';
import { StatusMessage } from '#client/components/ui/status-message';
import { PHOTO_MAX_MEGABYTES } from '#client/lib/check-photo-file';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/profile.json';
import type { TOwnProfile } from '#shared/schemas/profile';
import { useRemoveProfilePhoto } from '../api/remove-profile-photo';
import { useUploadProfilePhoto } from '../api/upload-profile-photo';
import { LargeAvatar } from './profile-summary';

const t = createTranslator(catalog);

export function ProfilePhotoEditor({ profile }: { profile: TOwnProfile }) {
  const upload = useUploadProfilePhoto();
  const remove = useRemoveProfilePhoto();
  const picker = usePhotoPicker();
  const { messageId, error, notice } = picker;
  const isBusy = upload.isPending || remove.isPending;

  const onFileChosen = async ([file]: File[]) => {
    if (!file) return;
    picker.clearMessages();
    if (!picker.acceptFile(file)) return;
    await picker.sendPhoto(() => upload.mutateAsync(file), { doneNotice: t('profile.photo.saved') });
  };

  const onRemove = async () => {
    await picker.removePhoto(() => remove.mutateAsync(), t('profile.photo.removed'));
  };

  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
      <LargeAvatar
        src={profile.profileImageUrl}
        alt={t('profile.photo.alt')}
        initial={profile.firstName || profile.email}
      />
      <div className="grid gap-3">
        <p className="text-slate-700 text-sm">
          {t('profile.photo.hint', { megabytes: PHOTO_MAX_MEGABYTES })}
        </p>
        <div className="flex flex-wrap gap-3">
          <PhotoFileButton
            icon={Camera}
            label={
              upload.isPending
                ? t('profile.photo.uploading')
                : profile.profileImageUrl
                  ? t('profile.photo.change')
                  : t('profile.photo.add')
            }
            isDisabled={isBusy}
            isInvalid={error !== null}
            describedBy={error ? messageId : undefined}
            onFilesChosen={(files) => void onFileChosen(files)}
          />
          {profile.profileImageUrl ? (
            <Button variant="ghost" onClick={onRemove} disabled={isBusy}>
              {remove.isPending ? t('profile.photo.removing') : t('profile.photo.remove')}
            </Button>
          ) : null}
        </div>
        {error ? (
          <p id={messageId} role="alert" className="text-red-800 text-sm">
            {error}
          </p>
        ) : null}
        {notice ? <StatusMessage>{notice}</StatusMessage> : null}
      </div>
    </div>
  );
}
