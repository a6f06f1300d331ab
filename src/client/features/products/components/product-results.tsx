import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { Spinner } from '#client/components/ui/spinner';
import { createTranslator } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/products.json';
import type { TProduct, TProductSearchResult } from '#shared/schemas/product';
import { formatProductCount } from '../utils/product-labels';
import { ProductCard } from './product-card';

const t = createTranslator(catalog);

/** “a”, “b” or “c”: the words a misspelt one may have meant. */
function joinAlternatives(words: readonly string[]): string {
  const quoted = words.map((word) => t('products.results.quoted', { word }));
  if (quoted.length <= 1) return quoted[0] ?? '';
  const start = quoted.slice(0, -1).reduce((list, next) => t('products.results.listMore', { list, next }));
  return t('products.results.listLast', { list: start, last: quoted.at(-1) });
}

/** "No products matched “diapres”, so these are for “diapers”." */
function CorrectionNote({ corrections }: { corrections: TProductSearchResult['corrections'] }) {
  if (corrections.length === 0) return null;
  return (
    <p className="mt-2 text-slate-800">
      {corrections.map((correction, index) => (
        <span key={correction.word}>
          {index > 0 ? ' ' : ''}
          {t('products.results.correction', {
            word: correction.word,
            alternatives: joinAlternatives(correction.insteadOf),
          })}
        </span>
      ))}
    </p>
  );
}

export function ProductResults({
  query,
  page,
  onPage,
  renderAction,
  emptyText,
}: {
  query: UseQueryResult<TProductSearchResult>;
  page: number;
  onPage: (page: number) => void;
  renderAction: (product: TProduct) => ReactNode;
  emptyText: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);
  // Another page starts at the top of the results, with the focus there for keyboard users.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    headingRef.current?.focus();
  }, [page]);

  if (query.isPending) return <Spinner label={t('products.results.loading')} className="mt-8" />;
  if (query.isError && !query.data) {
    return (
      <div className="mt-8 grid justify-items-start gap-3">
        <FormAlert>{t('products.results.failed', { reason: readApiErrorMessage(query.error) })}</FormAlert>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('products.tryAgain')}
        </Button>
      </div>
    );
  }
  const result = query.data;
  if (!result) return null;
  return (
    <section aria-labelledby="product-results" className="mt-8" aria-busy={query.isFetching || undefined}>
      <h2 id="product-results" ref={headingRef} tabIndex={-1} className="font-bold text-slate-900 text-xl">
        {formatProductCount(result.total, result.isTotalAtLeast)}
        {result.pageCount > 1 ? (
          <span className="font-normal text-base text-slate-700">
            {' '}
            {t('products.results.pageOf', { page: result.page, pageCount: result.pageCount })}
          </span>
        ) : null}
      </h2>
      <CorrectionNote corrections={result.corrections} />
      {result.products.length === 0 ? (
        <div className="mt-4 rounded-xl border border-slate-200 bg-white p-6 text-slate-800">{emptyText}</div>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {result.products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} action={renderAction(product)} />
            </li>
          ))}
        </ul>
      )}
      {result.pageCount > 1 ? (
        <nav
          aria-label={t('products.results.pages')}
          className="mt-8 flex items-center justify-between gap-3"
        >
          <Button variant="secondary" disabled={result.page <= 1} onClick={() => onPage(result.page - 1)}>
            {t('products.results.previous')}
          </Button>
          <Button
            variant="secondary"
            disabled={result.page >= result.pageCount}
            onClick={() => onPage(result.page + 1)}
          >
            {t('products.results.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
