import { describe, expect, it } from 'vitest';
import { isInAppHref, isPlainLeftClick } from './in-app-links';

describe('isInAppHref', () => {
  it.each(['/', '/faq', '/blog/other-post', '/browse?topic=fire#top'])('keeps %s in the app', (href) => {
    expect(isInAppHref(href)).toBe(true);
  });

  it.each([
    null,
    '',
    '//evil.example/path',
    '/\\evil.example',
    'https://example.org/',
    'mailto:help@example.org',
    '#section',
    'faq',
  ])('leaves %s to the browser', (href) => {
    expect(isInAppHref(href)).toBe(false);
  });
});

describe('isPlainLeftClick', () => {
  const plain = {
    button: 0,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    defaultPrevented: false,
  };

  it('takes a plain left click', () => {
    expect(isPlainLeftClick(plain)).toBe(true);
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['a ctrl click', { ctrlKey: true }],
    ['a cmd click', { metaKey: true }],
    ['a shift click', { shiftKey: true }],
    ['an alt click', { altKey: true }],
    ['a click already handled', { defaultPrevented: true }],
  ])('leaves %s to the browser', (_name, change) => {
    expect(isPlainLeftClick({ ...plain, ...change })).toBe(false);
  });
});
