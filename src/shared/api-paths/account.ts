// The account API's addresses (profile, photo, settings, sessions, export, deletion). Import as a namespace.

export const profile = '/api/account/profile';
export const photo = '/api/account/photo';
export const settings = '/api/account/settings';
export const sessions = '/api/account/sessions';
export const revokeOtherSessions = '/api/account/sessions/revoke-others';
export const changeEmail = '/api/account/change-email';
export const changePassword = '/api/account/change-password';
export const exportData = '/api/account/export';
export const deleteAccount = '/api/account/delete';
export const language = '/api/language';
