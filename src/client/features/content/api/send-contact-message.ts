import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import type { TContactInput, TContactResult } from '#shared/schemas/contact';

export function sendContactMessage(input: TContactInput): Promise<TContactResult> {
  return requestJson<TContactResult>('POST', '/api/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
