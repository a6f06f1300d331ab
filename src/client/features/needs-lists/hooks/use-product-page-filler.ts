import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { parseFieldError } from '#client/lib/form-errors';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/list-editor.json';
import type { TProductPageReading } from '#shared/schemas/product';
import { useReadProductPage } from '../api/read-product-page';
import { isWebLink, normalizeProductUrl, type TItemFormValues } from '../utils/item-input';

const t = createTranslator(catalog);

/**
 * What reading a store's page added to a new item: its picture, its price's currency, what to tell the
 * owner, and the values it put in the fields (a second reading may replace those, never what was typed).
 */
export type TPageReading = {
  imageUrl: string | null;
  currency: string;
  note: string;
  filled: Partial<Record<keyof TItemFormValues, string>>;
};

/**
 * "Fill in from this link": the owner's link, read by the server. What the page says fills the fields
 * still empty (nothing typed is overwritten), and the owner checks it all before adding.
 */
export function useProductPageFiller(
  form: UseFormReturn<TItemFormValues>,
  listId: string | null,
  ensureListId: () => Promise<string | null>,
) {
  const mutation = useReadProductPage();
  const [reading, setReading] = useState<TPageReading | null>(null);

  /**
   * The link to read, as it is kept ("https://" added, the words around a shared link left out); null
   * when it is none, said under it.
   */
  const takeLink = (): string | null => {
    const url = normalizeProductUrl(form.getValues('productUrl'));
    if (!url || !isWebLink(url)) {
      const message = url ? t('list-editor.itemCheck.link') : t('list-editor.reading.pasteFirst');
      form.setError('productUrl', { message }, { shouldFocus: true });
      return null;
    }
    form.setValue('productUrl', url);
    form.clearErrors('productUrl');
    form.clearErrors('root.server');
    return url;
  };

  /** What the page said fills the fields still empty or filled by it before; nothing typed is replaced. */
  const applyReading = (result: TProductPageReading) => {
    const filled: TPageReading['filled'] = {};
    const fill = (field: 'name' | 'price' | 'retailer', value: string) => {
      const current = form.getValues(field).trim();
      const isOurs = current === '' || current === reading?.filled[field];
      if (!isOurs) return;
      form.setValue(field, value);
      filled[field] = value;
    };
    if (result.kind === 'read') {
      const { item: page } = result;
      fill('name', page.name);
      fill('price', page.priceCents === null ? '' : (page.priceCents / 100).toFixed(2));
      fill('retailer', page.retailer);
      setReading({
        imageUrl: page.imageUrl,
        currency: page.currency,
        filled,
        note:
          page.currency === 'USD'
            ? t('list-editor.reading.filled')
            : t('list-editor.reading.filledCurrency', { currency: page.currency }),
      });
    } else {
      fill('name', '');
      fill('price', '');
      fill('retailer', result.retailer);
      setReading({ imageUrl: null, currency: 'USD', filled, note: result.message });
    }
    form.setFocus('name');
  };

  const readPage = async () => {
    const url = takeLink();
    if (!url) return;
    const id = listId ?? (await ensureListId());
    if (!id) {
      form.setError('root.server', { message: t('list-editor.draftNotSaved') });
      return;
    }
    try {
      applyReading(await mutation.mutateAsync({ listId: id, url }));
    } catch (error) {
      // Only what is wrong with the link itself goes under it; a refusal for another reason (too many
      // readings, no connection) is not the link's fault.
      const linkError = parseFieldError(readApiErrorMessage(error), ['url']);
      if (linkError) form.setError('productUrl', { message: linkError.message }, { shouldFocus: true });
      else form.setError('root.server', { message: readApiErrorMessage(error) });
    }
  };

  return { reading, setReading, readPage, isReading: mutation.isPending };
}
