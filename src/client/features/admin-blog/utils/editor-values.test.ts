import { describe, expect, it } from 'vitest';
import type { TAdminBlogPost } from '#shared/schemas/blog-admin';
import {
  buildCreateInput,
  buildUpdateInput,
  formatPostDate,
  getPublicPostPath,
  isSlugFollowingTitle,
  toEditorValues,
} from './editor-values';

const POST: TAdminBlogPost = {
  id: '6f0c1d4e-34a5-4c43-9a53-8d9d6f1f5a11',
  slug: 'winter-coats',
  title: 'Winter coats',
  excerpt: 'Warm.',
  bodyMarkdown: 'Ask for coats.',
  coverImageUrl: null,
  coverAlt: '',
  authorName: 'Ada Admin',
  status: 'draft',
  language: 'en',
  publishedAt: null,
  createdAt: '2026-01-05T15:04:00.000Z',
  updatedAt: '2026-01-05T15:04:00.000Z',
};

describe('the blog editor values', () => {
  it('lets the address follow the title only while nobody can have the link', () => {
    expect(isSlugFollowingTitle(null)).toBe(true);
    expect(isSlugFollowingTitle(POST)).toBe(true);
    expect(isSlugFollowingTitle({ ...POST, slug: 'coats' })).toBe(false);
    expect(isSlugFollowingTitle({ ...POST, publishedAt: POST.createdAt, status: 'draft' })).toBe(false);
  });

  it('sends the address typed, or the one the title gives, or none for the server to pick', () => {
    const values = toEditorValues(null);
    expect(buildCreateInput({ ...values, title: 'Hello there', slug: '' })).toEqual({
      title: 'Hello there',
      slug: 'hello-there',
      excerpt: '',
      bodyMarkdown: '',
      coverAlt: '',
      language: 'en',
    });
    expect(buildCreateInput({ ...values, title: 'Hello', slug: 'my-own' }).slug).toBe('my-own');
    expect(buildCreateInput({ ...values, title: '家族', slug: '' })).not.toHaveProperty('slug');
  });

  it('sends only the fields changed', () => {
    const values = { ...toEditorValues(POST), title: 'Warm coats', slug: '' };
    expect(buildUpdateInput(values, ['title'])).toEqual({ title: 'Warm coats' });
    expect(buildUpdateInput(values, ['slug', 'excerpt'])).toEqual({ slug: 'warm-coats', excerpt: 'Warm.' });
    expect(buildUpdateInput(values, [])).toEqual({});
    expect(buildUpdateInput({ ...values, language: 'es' }, ['language'])).toEqual({ language: 'es' });
  });

  it('starts a new post in the editor’s language and keeps the language of a saved one', () => {
    expect(toEditorValues(null).language).toBe('en');
    expect(toEditorValues({ ...POST, language: 'es' }).language).toBe('es');
  });

  it('formats addresses and dates', () => {
    expect(getPublicPostPath('winter-coats')).toBe('/blog/winter-coats');
    expect(formatPostDate(POST.createdAt, { timeZone: 'UTC' })).toBe('Jan 5, 2026');
    // Some ICU versions put a narrow no-break space before PM.
    expect(formatPostDate(POST.createdAt, { hasTime: true, timeZone: 'UTC' }).replace(/\s/g, ' ')).toBe(
      'Jan 5, 2026, 3:04 PM',
    );
    expect(formatPostDate('not a date')).toBe('');
  });
});
