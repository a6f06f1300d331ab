import * as accountApi from '#shared/api-paths/account';
// The export is a plain download: the browser sends the session cookie and saves the attachment.
export const ACCOUNT_EXPORT_URL = accountApi.exportData;
