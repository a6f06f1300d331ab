import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

// Raw HTML in the Markdown is shown as text, never passed through; the sanitiser then guards what
// markdown-it itself makes (a link's scheme, an image's source) whatever a later option changes.
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true });

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'rel', 'title'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    // The page's title is its only h1: a post's own headings start one level below.
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer' },
    }),
  },
  // Tags that are not allowed are dropped with what they contain when it is code or a page of its own.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  // A picture whose address was refused is dropped rather than left as an empty frame.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** A blog post's Markdown as HTML safe to put in a page: no scripts, no event handlers, no styles. */
export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), SANITIZE_OPTIONS);
}

// Rendering and sanitising a post costs about a millisecond, and the same text always gives the same
// HTML: the posts read most recently are kept by their text (a changed post is new text; a restart
// with new rules renders again). Previews of drafts do not go through here.
const KEPT_MAX = 100;
const kept = new Map<string, string>();

/** renderMarkdown for published posts, kept for the KEPT_MAX posts read most recently. */
export function renderPublishedMarkdown(source: string): string {
  const html = kept.get(source) ?? renderMarkdown(source);
  // Maps keep insertion order: set again, the post becomes the newest, and the first key the oldest.
  kept.delete(source);
  kept.set(source, html);
  if (kept.size > KEPT_MAX) {
    const oldest = kept.keys().next().value;
    if (oldest !== undefined) kept.delete(oldest);
  }
  return html;
}
