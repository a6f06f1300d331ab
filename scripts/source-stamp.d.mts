// Types for source-stamp.mjs, so TypeScript scripts can import it.

export const PROJECT_ROOT: string;
export function computeSourceStamp(options?: { isCheckingResponses?: boolean }): string;
export function isBuildCurrent(options?: { isCheckingResponses?: boolean }): boolean;
