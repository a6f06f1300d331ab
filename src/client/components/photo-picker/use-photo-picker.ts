import { useId, useState } from 'react';
import { checkPhotoFile } from '#client/lib/check-photo-file';
import { parseFieldError } from '#client/lib/form-errors';
import { readApiErrorMessage } from '#client/lib/request';
import { tUi } from '#client/lib/ui-messages';

/** The server's word on a refused photo: the photo field's own message when it names one. */
export function describePhotoUploadError(error: unknown): string {
  const text = readApiErrorMessage(error);
  return parseFieldError(text, ['photo'] as const)?.message ?? text;
}

function prefixWith(label: string | undefined, message: string): string {
  return label ? tUi('ui.photo.ofFile', { file: label, problem: message }) : message;
}

/**
 * What a photo picker says after each step (an error, or a notice when the step is done), and the steps
 * themselves: check a chosen file, send it, remove a saved photo. `messageId` ties the input to the
 * message. `label` (a file's name) starts a message where several files could be meant.
 */
export function usePhotoPicker() {
  const messageId = useId();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const clearMessages = () => {
    setError(null);
    setNotice(null);
  };

  /** False (and says why) for a file that is not a photo we take, before it is sent anywhere. */
  const acceptFile = (file: File, label?: string): boolean => {
    const problem = checkPhotoFile(file);
    if (problem) setError(prefixWith(label, problem));
    return problem === null;
  };

  const sendPhoto = async (
    send: () => Promise<unknown>,
    { label, doneNotice }: { label?: string; doneNotice?: string } = {},
  ): Promise<boolean> => {
    try {
      await send();
      if (doneNotice) setNotice(doneNotice);
      return true;
    } catch (uploadError) {
      setError(prefixWith(label, describePhotoUploadError(uploadError)));
      return false;
    }
  };

  const removePhoto = async (remove: () => Promise<unknown>, doneNotice?: string): Promise<boolean> => {
    clearMessages();
    try {
      await remove();
      if (doneNotice) setNotice(doneNotice);
      return true;
    } catch (removeError) {
      setError(readApiErrorMessage(removeError));
      return false;
    }
  };

  return { messageId, error, notice, setError, clearMessages, acceptFile, sendPhoto, removePhoto };
}
