import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as contentApi from '#shared/api-paths/content';
import type { TContactInput, TContactResult } from '#shared/schemas/contact';

export function sendContactMessage(input: TContactInput): Promise<TContactResult> {
  return requestJson<TContactResult>('POST', contentApi.contact, input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
