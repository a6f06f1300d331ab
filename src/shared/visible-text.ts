// Text as people see it. "🔥🏠💔🙏" is 4 characters to the person who typed it but 8 to
// String.length (each emoji is two UTF-16 units; a family emoji is 11, an accent typed apart is 2), so
// limits and counters that people read count grapheme clusters, the same on the client and the server.

// One segmenter for the process; runtimes without Intl.Segmenter (Firefox before 125) count code points.
const segmenter = typeof Intl.Segmenter === 'function' ? new Intl.Segmenter() : null;

/** How many characters a person sees in `text`: "👨‍👩‍👧" is 1, "é" is 1 however it was typed. */
export function countCharacters(text: string): number {
  if (!segmenter) return Array.from(text).length;
  let count = 0;
  for (const _segment of segmenter.segment(text)) count += 1;
  return count;
}

/** How many letters of any script `text` has (emoji, digits, punctuation and symbols are not). */
export function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}
