import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as contentApi from '#shared/api-paths/content';
import { type TContactInput, type TContactResult, ZContactResult } from '#shared/schemas/contact';

export function sendContactMessage(input: TContactInput): Promise<TContactResult> {
  return requestJson<TContactResult>(
    'POST',
    contentApi.contact,
    input,
    undefined,
    __CHECK_RESPONSES__ && ZContactResult,
  );
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
