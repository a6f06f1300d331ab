import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { getLoginPageHref } from '#client/features/auth/components/require-sign-in';
import { myListsQueryOptions } from '#client/features/needs-lists/api/get-my-lists';
import { useAddProductToList } from '#client/features/products/api/add-product-to-list';
import { useProduct } from '#client/features/products/api/get-product';
import { useSearchProducts } from '#client/features/products/api/search-products';
import { AddProductControl } from '#client/features/products/components/add-product-control';
import { AddToListDialog, type TListChoice } from '#client/features/products/components/add-to-list-dialog';
import { CategoryShortcuts } from '#client/features/products/components/category-shortcuts';
import { ProductCard } from '#client/features/products/components/product-card';
import { ProductResults } from '#client/features/products/components/product-results';
import { ProductSearchForm } from '#client/features/products/components/product-search-form';
import { formatAddedToList } from '#client/features/products/utils/product-labels';
import { toApiSearch, withSearchChanges } from '#client/features/products/utils/product-search-params';
import { createTranslator } from '#client/lib/i18n';
import { createIdempotencyKey } from '#client/lib/idempotent-request';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/products.json';
import * as pagePaths from '#shared/page-path-builders';
import type { TTopicSlug } from '#shared/routes';
import type { TProduct } from '#shared/schemas/product';
import { getButtonClassName } from '../components/ui/button';
import { showToast } from '../components/ui/toast-store';
import { readApiErrorMessage } from '../lib/request';

const t = createTranslator(catalog);

type TListsState = 'ready' | 'loading' | 'error';

/** The list in the address is not one products can go to: said once, above the search. */
function OtherListNote({ isArchived }: { isArchived: boolean }) {
  return (
    <p className="mt-6 text-slate-800">
      {isArchived ? t('products.page.listArchived') : t('products.page.listNotYours')}
    </p>
  );
}

/** Back from signing in: the product they were adding, first. */
function ComingBackProduct({ product, action }: { product: TProduct; action: ReactNode }) {
  return (
    <section
      aria-labelledby="coming-back"
      className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="coming-back" className="font-bold text-slate-900">
        {t('products.page.comingBack')}
      </h2>
      <div className="mt-3 max-w-md">
        <ProductCard product={product} action={action} />
      </div>
    </section>
  );
}

function NoResultsText() {
  return (
    <div className="grid gap-2">
      <p className="font-semibold">{t('products.page.noResults')}</p>
      <p>{t('products.page.noResultsHint')}</p>
    </div>
  );
}

/**
 * The signed-in family's lists a product can go to (not the archived ones), and the one named in the
 * address (`listId`), if it is theirs: then it is the only choice.
 */
function useListChoices(isSignedIn: boolean, listId: string | null) {
  const myLists = useQuery({ ...myListsQueryOptions, enabled: isSignedIn });
  const lists: TListChoice[] = (myLists.data ?? [])
    .filter((list) => list.status !== 'archived')
    .map((list) => ({ id: list.id, title: list.title, status: list.status, itemsCount: list.items.length }));
  const targetList = listId ? lists.find((list) => list.id === listId) : undefined;
  const isTargetArchived =
    listId !== null && (myLists.data ?? []).some((list) => list.id === listId && list.status === 'archived');
  const listsState: TListsState =
    !isSignedIn || myLists.isSuccess ? 'ready' : myLists.isError ? 'error' : 'loading';
  const choices = targetList ? [targetList] : lists;
  return { myLists, lists, targetList, isTargetArchived, listsState, choices };
}

/**
 * Adds a product to one of the family's lists, straight away or after choosing the list in a dialog
 * (`choosing`); a refusal shows in that dialog, or as a toast when there is none.
 */
function useAddToList({ lists, onAdded }: { lists: readonly TListChoice[]; onAdded: () => void }) {
  const addProduct = useAddProductToList();
  const [choosing, setChoosing] = useState<{ product: TProduct; quantity: number } | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  // One tap, one add. The mutation's pending state reaches the button only after a render, so a
  // double tap's second click would find it idle: this is set at once, and the add's key makes even
  // a repeated request add nothing more.
  const isAddingRef = useRef(false);

  const onAdd = async (product: TProduct, toListId: string, quantity: number) => {
    if (isAddingRef.current) return;
    isAddingRef.current = true;
    setDialogError(null);
    try {
      const result = await addProduct.mutateAsync({
        listId: toListId,
        input: { productId: product.id, quantity },
        key: createIdempotencyKey(),
      });
      showToast({
        title: formatAddedToList({
          isNew: result.isNew,
          listTitle: lists.find((list) => list.id === toListId)?.title ?? '',
          quantity: result.item.quantity,
        }),
        description: t('products.quantityOf', { quantity, name: product.name }),
        link: { label: t('products.toast.openList'), href: pagePaths.listDetail(toListId) },
      });
      setChoosing(null);
      onAdded();
    } catch (error) {
      const message = readApiErrorMessage(error);
      if (choosing) setDialogError(message);
      else showToast({ title: t('products.toast.notAdded'), description: message, variant: 'destructive' });
    } finally {
      isAddingRef.current = false;
    }
  };

  return { addProduct, choosing, setChoosing, dialogError, setDialogError, onAdd };
}

// Everything is in the address: the back button and shared links give the same search. `list`: the
// list whose "Add items" brought the family here; `add`: the product they were adding when they
// were asked to sign in.
export default function ProductsPage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const query = params.get('q') ?? '';
  const category = params.get('category') ?? '';
  const listId = params.get('list');
  const addingId = params.get('add');
  const page = Number(params.get('page') ?? '1') || 1;
  const { user } = useCurrentUser();
  const results = useSearchProducts(toApiSearch(search));
  const comingBack = useProduct(user && addingId ? addingId : null);
  const { myLists, lists, targetList, isTargetArchived, listsState, choices } = useListChoices(
    user !== null,
    listId,
  );
  const go = (next: string, isReplace = false) =>
    navigate(`${location}${next ? `?${next}` : ''}`, { replace: isReplace });
  const { addProduct, choosing, setChoosing, dialogError, setDialogError, onAdd } = useAddToList({
    lists,
    // Added the product they came back for: it leaves the address.
    onAdded: () => {
      if (addingId)
        go(withSearchChanges(search, { add: undefined, page: params.get('page') ?? undefined }), true);
    },
  });

  const renderAction = (product: TProduct) => (
    <AddProductControl
      product={product}
      signInHref={
        user
          ? null
          : getLoginPageHref(
              `${location}?${withSearchChanges(search, { add: product.id, page: params.get('page') ?? undefined })}`,
            )
      }
      lists={choices}
      isAdding={addProduct.isPending}
      isAddingThis={addProduct.isPending && addProduct.variables?.input.productId === product.id}
      listsState={listsState}
      onAdd={(chosen, toListId, quantity) => void onAdd(chosen, toListId, quantity)}
      onChoose={(chosen, quantity) => {
        setDialogError(null);
        setChoosing({ product: chosen, quantity });
      }}
    />
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {t('products.page.title')}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t('products.page.intro')}</p>
      {targetList ? (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-teal-200 bg-teal-50 p-4">
          <p className="text-slate-900">
            <RichText
              t={t}
              id="products.page.addingTo"
              values={{ title: <>{targetList.title || t('products.page.yourDraft')}</> }}
              components={{ 0: <strong className="wrap-anywhere" /> }}
            />
          </p>
          <Link href={pagePaths.editList(targetList.id)} className={getButtonClassName('secondary')}>
            {t('products.page.backToList')}
          </Link>
        </div>
      ) : listId && user && myLists.isSuccess ? (
        <OtherListNote isArchived={isTargetArchived} />
      ) : null}
      {comingBack.data ? (
        <ComingBackProduct product={comingBack.data} action={renderAction(comingBack.data)} />
      ) : null}
      <div className="mt-6">
        <ProductSearchForm
          query={query}
          minPrice={params.get('minPrice') ?? ''}
          maxPrice={params.get('maxPrice') ?? ''}
          sort={params.get('sort') ?? ''}
          onChange={(changes, isTyping) => go(withSearchChanges(search, changes), isTyping)}
        />
      </div>
      <CategoryShortcuts
        category={category}
        onChoose={(slug: TTopicSlug | undefined) => go(withSearchChanges(search, { category: slug }))}
      />
      <ProductResults
        query={results}
        page={page}
        onPage={(next) => go(withSearchChanges(search, { page: String(next) }))}
        renderAction={renderAction}
        emptyText={<NoResultsText />}
      />
      {choosing ? (
        <AddToListDialog
          product={choosing.product}
          quantity={choosing.quantity}
          lists={choices}
          isAdding={addProduct.isPending}
          error={dialogError}
          onAdd={(toListId) => void onAdd(choosing.product, toListId, choosing.quantity)}
          onClose={() => setChoosing(null)}
        />
      ) : null}
    </div>
  );
}
