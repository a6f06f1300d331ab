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

// Rendering and sanitising a post costs about a millisecond; the same text always gives the same
// HTML, so the latest renderings are kept by their text (a changed post is new text; a restart with
// new rules renders again).
const RENDERED_MAX = 100;
const rendered = new Map<string, string>();

/** A blog post's Markdown as HTML safe to put in a page: no scripts, no event handlers, no styles. */
export function renderMarkdown(source: string): string {
  const kept = rendered.get(source);
  if (kept !== undefined) return kept;
  const html = sanitizeHtml(markdown.render(source), SANITIZE_OPTIONS);
  rendered.set(source, html);
  if (rendered.size > RENDERED_MAX) {
    const oldest = rendered.keys().next().value;
    if (oldest !== undefined) rendered.delete(oldest);
  }
  return html;
}
