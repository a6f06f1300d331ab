import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { readApiErrorMessage } from '#client/lib/request';
import { useReadProductPage } from '../api/read-product-page';
import { normalizeProductUrl, type TItemFormValues } from '../utils/item-input';

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

  const readPage = async () => {
    const url = normalizeProductUrl(form.getValues('productUrl'));
    if (!url) {
      form.setError(
        'productUrl',
        { message: 'Paste the link of a product page first' },
        { shouldFocus: true },
      );
      return;
    }
    form.clearErrors('productUrl');
    const id = listId ?? (await ensureListId());
    if (!id) {
      form.setError('root.server', { message: 'Your draft could not be saved yet. Try again.' });
      return;
    }
    try {
      const result = await mutation.mutateAsync({ listId: id, url });
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
        const currencyNote = page.currency === 'USD' ? '' : ` Its price is in ${page.currency}.`;
        setReading({
          imageUrl: page.imageUrl,
          currency: page.currency,
          filled,
          note: `Filled in from the store’s page: check the name and the price, then add the item.${currencyNote}`,
        });
      } else {
        fill('name', '');
        fill('price', '');
        fill('retailer', result.retailer);
        setReading({ imageUrl: null, currency: 'USD', filled, note: result.message });
      }
      form.setFocus('name');
    } catch (error) {
      form.setError(
        'productUrl',
        { message: readApiErrorMessage(error).replace(/^url: /, '') },
        { shouldFocus: true },
      );
    }
  };

  return { reading, setReading, readPage, isReading: mutation.isPending };
}
