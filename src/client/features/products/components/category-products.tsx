import { Link } from 'wouter';
import { getButtonClassName } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import { tRoutes } from '#client/lib/routes-messages';
import catalog from '#client-catalog/products.json';
import * as pagePaths from '#shared/page-path-builders';
import type { TTopicSlug } from '#shared/routes';
import { useSearchProducts } from '../api/search-products';
import { ProductCard } from './product-card';

const t = createTranslator(catalog);

const SHOWN = 6;

/** A topic's most useful products (the catalog's curated order), each a step from a needs list. */
export function CategoryProducts({ category }: { category: TTopicSlug }) {
  const result = useSearchProducts(`category=${category}&sort=useful&pageSize=${SHOWN}`);
  const title = tRoutes(`routes.topic.${category}`);
  if (!result.data || result.data.products.length === 0) return null;
  return (
    <section aria-labelledby="category-products" className="mt-10">
      <h2 id="category-products" className="font-bold text-slate-900 text-xl">
        {t('products.category.heading')}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {result.data.products.map((product) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              action={
                <Link
                  href={pagePaths.products(new URLSearchParams({ q: product.name, category }))}
                  className={getButtonClassName('secondary', 'md', 'w-full')}
                >
                  {t('products.category.add')}
                  <span className="sr-only">: {product.name}</span>
                </Link>
              }
            />
          </li>
        ))}
      </ul>
      <Link
        href={pagePaths.products(`category=${category}`)}
        className={getButtonClassName('secondary', 'md', 'mt-6')}
      >
        {t('products.category.seeAll', { total: result.data.total, category: title.toLowerCase() })}
      </Link>
    </section>
  );
}
