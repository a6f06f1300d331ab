import type { ReactNode } from 'react';
import { createTranslator } from '#client/lib/i18n';
import { CATEGORY_ICONS, CATEGORY_TINTS } from '#client/lib/topic-icons';
import catalog from '#client-catalog/products.json';
import { buildRetailerSearchLinks } from '#shared/retailer-searches';
import type { TProduct } from '#shared/schemas/product';
import { formatPriceRange } from '../utils/product-labels';

const t = createTranslator(catalog);

/** One product: its category's drawing, what it is, a typical price, the stores' searches, and `action`. */
export function ProductCard({ product, action }: { product: TProduct; action: ReactNode }) {
  const Icon = CATEGORY_ICONS[product.category];
  const headingId = `product-${product.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <div
          className={`flex size-12 shrink-0 items-center justify-center rounded-lg ${CATEGORY_TINTS[product.category]}`}
        >
          <Icon aria-hidden="true" className="size-6" />
        </div>
        <div className="min-w-0">
          <h3
            id={headingId}
            lang={product.language}
            className="wrap-anywhere font-semibold text-slate-900 leading-snug"
          >
            {product.name}
          </h3>
          {product.variant ? (
            <p lang={product.language} className="text-slate-700 text-sm">
              {product.variant}
            </p>
          ) : null}
          <p className="font-semibold text-slate-900 text-sm">
            <span className="sr-only">{t('products.card.typicalPrice')} </span>
            {formatPriceRange(product)}
          </p>
        </div>
      </div>
      <p lang={product.language} className="line-clamp-3 text-slate-700 text-sm">
        {product.description}
      </p>
      {/* Each store is a target of its own: 44 px tall on a touch screen, not a word in a sentence. */}
      <div className="mt-auto text-slate-700 text-sm">
        <p>{t('products.card.comparePrices')}</p>
        <p className="-mx-2 flex flex-wrap gap-x-1">
          {buildRetailerSearchLinks(product.searchWords).map((link) => (
            <a
              key={link.retailer}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-6 items-center rounded-md px-2 font-semibold text-teal-800 underline underline-offset-2 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-700 pointer-coarse:min-h-11"
              aria-label={t('products.card.retailerLink', { name: product.name, retailer: link.retailer })}
            >
              {link.retailer}
            </a>
          ))}
        </p>
      </div>
      {action}
    </article>
  );
}
