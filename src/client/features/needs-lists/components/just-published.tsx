import { PartyPopper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/list-detail.json';
import * as pagePaths from '#shared/page-path-builders';
import type { TListView } from '../api/get-list';
import { toShippingAddressEditPath } from '../utils/shipping-address-link';
import { ShareBar } from './share-bar';

const t = createTranslator(catalog);

/**
 * The first thing a family sees once their list is published: that it is live, and the share buttons
 * right there (sharing with people they know is where most help comes from). Screen readers start here.
 */
export function JustPublished({
  list,
  onDone,
}: {
  list: Extract<TListView, { isOwner: true }>;
  onDone: () => void;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const isPrivate = list.visibility === 'private';
  return (
    <section
      aria-labelledby="just-published"
      className="rounded-xl border-2 border-teal-600 bg-teal-50 p-4 sm:p-6"
    >
      <h2
        id="just-published"
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-bold text-2xl text-slate-900 focus:outline-none"
      >
        <PartyPopper aria-hidden="true" className="size-6 shrink-0 text-teal-700" />
        {isPrivate ? t('list-detail.published.privateTitle') : t('list-detail.published.title')}
      </h2>
      {isPrivate ? (
        <p className="mt-2 text-slate-800">
          <RichText
            t={t}
            id="list-detail.published.private"
            components={{
              0: (
                <Link href={pagePaths.editList(list.id)} className="font-semibold text-teal-800 underline" />
              ),
            }}
          />
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-800">
            {list.visibility === 'unlisted'
              ? t('list-detail.published.unlisted')
              : list.moderation.isFlagged
                ? t('list-detail.published.flagged')
                : t('list-detail.published.public')}{' '}
            {t('list-detail.published.shareWhy')}
          </p>
          {list.hasShippingAddress ? null : (
            <p className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-slate-900">
              <RichText
                t={t}
                id="list-detail.published.noAddress"
                components={{
                  0: (
                    <Link
                      href={toShippingAddressEditPath(list.id)}
                      className="font-semibold text-teal-800 underline"
                    />
                  ),
                }}
              />
            </p>
          )}
          <div className="mt-4">
            <ShareBar listId={list.id} title={list.title} isOwnList isEmbedded />
          </div>
        </>
      )}
      <Button variant="secondary" size="sm" className="mt-4" onClick={onDone}>
        {t('list-detail.published.done')}
      </Button>
    </section>
  );
}
