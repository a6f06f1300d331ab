import { TransNoContext } from '@lingui/react/server';
import type { ReactElement } from 'react';
import { i18n, type TMessageValues, type TTranslate } from './i18n';

type TRichTextProps<TKey extends string> = {
  /** The catalog's translator: it types `id` and has loaded the catalog. */
  t: TTranslate<TKey>;
  id: TKey;
  values?: TMessageValues;
  /** The elements the message's numbered tags stand for: `<0>link text</0>` → components[0]. */
  components: Record<string, ReactElement>;
};

/** A message with markup inside (a link, bold words): the translation decides where the tags go. */
export function RichText<TKey extends string>({ id, values, components }: TRichTextProps<TKey>) {
  return <TransNoContext id={id} values={values} components={components} lingui={{ i18n }} />;
}
