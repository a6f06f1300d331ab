import { useMutation } from '@tanstack/react-query';
import { requestJson } from '#client/lib/request';
import * as needsListApi from '#shared/api-paths/needs-lists';
import type { TReportInput } from '#shared/schemas/needs-list';
import { ZMessageResult } from '#shared/schemas/user';

export function reportList({
  listId,
  input,
}: {
  listId: string;
  input: TReportInput;
}): Promise<{ message: string }> {
  return requestJson<{ message: string }>(
    'POST',
    needsListApi.reports(listId),
    input,
    undefined,
    __CHECK_RESPONSES__ && ZMessageResult,
  );
}

export function useReportList() {
  return useMutation({ mutationFn: reportList });
}
