// Same-origin path only: anything that could leave the site falls back to '/'.
export function toSafeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  for (const character of value) {
    // Control characters and backslashes can make browsers read the path as another origin.
    if (character === '\\' || character.charCodeAt(0) < 0x20) return '/';
  }
  return value;
}
