export const BLOG_SLUG_MAX = 80;

/**
 * A post's address from its title: "Après l'incendie: 5 steps" → "apres-l-incendie-5-steps". Accents
 * come off (NFKD splits "é" into "e" and a combining mark, which is dropped); any other run of
 * characters that is not a lowercase letter or digit becomes one hyphen. '' when nothing is left (a
 * title in a script without Latin letters): the caller picks an address then.
 */
export function toSlug(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // Cut at the limit, then again at the hyphen it may leave at the end.
  return words.slice(0, BLOG_SLUG_MAX).replace(/-+$/, '');
}
