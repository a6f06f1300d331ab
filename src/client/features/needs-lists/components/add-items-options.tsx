import { Link2, ShoppingBasket } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { readApiErrorMessage } from '../../../lib/request';
import { useReadProductPage } from '../api/read-product-page';
import type { TItemPrefill } from '../utils/item-input';

/**
 * The quick ways to add items: the product catalog ("Add items", coming back to this list), and a
 * store's product link, read by the server into an item the owner checks before adding it.
 */
export function AddItemsOptions({
  listId,
  ensureListId,
  onPrefill,
}: {
  listId: string | null;
  ensureListId: () => Promise<string | null>;
  onPrefill: (prefill: TItemPrefill, note: string | null) => void;
}) {
  const [, navigate] = useLocation();
  const readPage = useReadProductPage();
  const linkId = useId();
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isStarting, setIsStarting] = useState(false);

  const onCatalog = async () => {
    setIsStarting(true);
    try {
      const id = listId ?? (await ensureListId());
      if (id) navigate(`/products?list=${encodeURIComponent(id)}`);
      else setError('Your draft could not be saved yet. Try again.');
    } finally {
      setIsStarting(false);
    }
  };

  const onRead = async () => {
    const url = link.trim();
    setError(null);
    if (!url) {
      setError('Paste the link of a product page first.');
      return;
    }
    const id = listId ?? (await ensureListId());
    if (!id) {
      setError('Your draft could not be saved yet. Try again.');
      return;
    }
    try {
      const reading = await readPage.mutateAsync({
        listId: id,
        url: /^https?:\/\//i.test(url) ? url : `https://${url}`,
      });
      if (reading.kind === 'read') onPrefill(reading.item, null);
      else
        onPrefill(
          {
            name: '',
            description: '',
            priceCents: null,
            currency: 'USD',
            productUrl: reading.productUrl,
            retailer: reading.retailer,
            imageUrl: null,
          },
          reading.message,
        );
      setLink('');
    } catch (readError) {
      setError(readApiErrorMessage(readError).replace(/^url: /, ''));
    }
  };

  return (
    <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" aria-disabled={isStarting || undefined} onClick={() => void onCatalog()}>
          <ShoppingBasket aria-hidden="true" className="size-4" />
          Add items from the catalog
        </Button>
        <span className="text-slate-700 text-sm">
          Diapers, school supplies, clothes and more, with prices.
        </span>
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!readPage.isPending) void onRead();
        }}
        className="grid gap-1.5"
      >
        <label htmlFor={linkId} className="font-semibold text-slate-900 text-sm">
          Or paste a product’s link from any store
        </label>
        <div className="flex gap-2">
          <input
            id={linkId}
            type="url"
            inputMode="url"
            value={link}
            maxLength={2000}
            placeholder="https://www.target.com/p/…"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${linkId}-error` : undefined}
            onChange={(event) => setLink(event.target.value)}
            className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 text-base text-slate-900 focus:outline-2 focus:outline-offset-1 focus:outline-teal-700"
          />
          <Button type="submit" variant="secondary" aria-disabled={readPage.isPending || undefined}>
            <Link2 aria-hidden="true" className="size-4" />
            {readPage.isPending ? 'Reading…' : 'Read the page'}
          </Button>
        </div>
        {error ? (
          <div id={`${linkId}-error`}>
            <FormAlert>{error}</FormAlert>
          </div>
        ) : null}
      </form>
    </div>
  );
}
