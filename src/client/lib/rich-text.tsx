import { cloneElement, createElement, Fragment, type ReactElement, type ReactNode } from 'react';
import type { TMessageValues, TTranslate } from './i18n';

type TRichTextProps<TKey extends string> = {
  /** The catalog's translator: it types `id` and has loaded the catalog. */
  t: TTranslate<TKey>;
  id: TKey;
  values?: TMessageValues;
  /** The elements the message's numbered tags stand for: `<0>link text</0>` → components[0]. */
  components: Record<string, ReactElement>;
};

// A paired tag `<0>…</0>` (its content may hold other tags) or a lone one `<0/>`, as Lingui writes them.
const TAG = /<([a-zA-Z0-9]+)>([\s\S]*?)<\/\1>|<([a-zA-Z0-9]+)\/>/;

/** The message's text with each tag replaced by its element, the tag's content as the element's children. */
function renderTags(text: string, components: Record<string, ReactElement>): ReactNode {
  // split() with the pattern's three groups: text, then per tag [paired name, content, lone name, text after].
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const nodes: ReactNode[] = [parts[0]];
  for (let index = 1; index < parts.length; index += 4) {
    const name = parts[index] ?? parts[index + 2] ?? '';
    const content = parts[index + 1];
    const element = components[name] ?? <Fragment />;
    const ownChildren = (element.props as { children?: ReactNode }).children;
    nodes.push(
      cloneElement(element, { key: index }, content ? renderTags(content, components) : ownChildren),
      parts[index + 3],
    );
  }
  return nodes;
}

/**
 * A message with markup inside (a link, bold words): the translation decides where the tags go. Works
 * as Lingui's <Trans> does (same tags; a value that is not text or a number, such as an element, is
 * placed as one more tag), without its runtime in the bundle.
 */
export function RichText<TKey extends string>({ t, id, values, components }: TRichTextProps<TKey>) {
  const elements: Record<string, ReactElement> = { ...components };
  const texts: TMessageValues = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') {
      texts[name] = value;
      continue;
    }
    const tag = String(Object.keys(elements).length);
    elements[tag] = createElement(Fragment, null, value as ReactNode);
    texts[name] = `<${tag}/>`;
  }
  return <>{renderTags(t(id, texts), elements)}</>;
}
