import { useMutation } from '@tanstack/react-query';
import type { TContactInput, TContactResult } from '../../../../shared/schemas/contact';
import { requestJson } from '../../../lib/request';

export function sendContactMessage(input: TContactInput): Promise<TContactResult> {
  return requestJson<TContactResult>('POST', '/api/contact', input);
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
