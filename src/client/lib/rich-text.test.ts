import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TMessageValues } from './i18n';
import { RichText } from './rich-text';

// A stand-in translator: the message is its id, with {name} replaced by the value.
function t(id: string, values?: TMessageValues): string {
  return id.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));
}

function render(
  id: string,
  components: Record<string, ReturnType<typeof createElement>>,
  values?: TMessageValues,
) {
  return renderToStaticMarkup(createElement(RichText<string>, { t, id, components, values }));
}

describe('RichText', () => {
  it('puts each tag’s content inside its element, in the order the message has them', () => {
    const components = { 0: createElement('a', { href: '/p' }), 1: createElement('a', { href: '/f' }) };
    expect(render('More in <0>our policy</0> and the <1>answers</1>.', components)).toBe(
      'More in <a href="/p">our policy</a> and the <a href="/f">answers</a>.',
    );
    expect(render('<1>Antworten</1> und <0>Richtlinie</0>', components)).toBe(
      '<a href="/f">Antworten</a> und <a href="/p">Richtlinie</a>',
    );
  });

  it('renders tags inside tags, lone tags with the element’s own children, and plain text as it is', () => {
    const components = { 0: createElement('strong'), 1: createElement('em', null, 'own') };
    expect(render('A <0>bold <1>and</1> more</0> end', components)).toBe(
      'A <strong>bold <em>and</em> more</strong> end',
    );
    expect(render('Look: <1/>', components)).toBe('Look: <em>own</em>');
    expect(render('No tags, {n} values', {}, { n: 3 })).toBe('No tags, 3 values');
  });

  it('places a value that is an element as one more tag', () => {
    const value = createElement('time', { dateTime: '2026-11-27' }, 'today');
    expect(render('Changed <0>{when}</0>', { 0: createElement('b') }, { when: value })).toBe(
      'Changed <b><time dateTime="2026-11-27">today</time></b>',
    );
  });
});
