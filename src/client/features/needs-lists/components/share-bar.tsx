import { Link2, Mail, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button, getButtonClassName } from '#client/components/ui/button';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-detail.json';
import * as pagePaths from '#shared/page-path-builders';
import { recordShare } from '../api/record-share';
import { buildShareLinks } from '../utils/share-links';

const t = createTranslator(catalog);

/**
 * `isEmbedded`: inside a panel that says why to share; only the buttons and the copy status.
 * `isOwnList`: the family shares its own list (the mail it starts speaks as "we").
 */
export function ShareBar({
  listId,
  title,
  isOwnList,
  isEmbedded = false,
}: {
  listId: string;
  title: string;
  isOwnList: boolean;
  isEmbedded?: boolean;
}) {
  const url = `${window.location.origin}${pagePaths.listDetail(listId)}`;
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const canShareNatively = typeof navigator.share === 'function';

  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyState('copied');
      recordShare(listId, 'copy');
    } catch {
      setCopyState('failed');
    }
  };

  const onNativeShare = async () => {
    try {
      await navigator.share({ title, url });
      recordShare(listId, 'native');
    } catch {
      // cancelled by the person: nothing to count
    }
  };

  const buttons = (
    <>
      <div className="flex flex-wrap gap-2">
        {/* The phone's own share sheet (any app the person uses), where the browser offers it. */}
        {canShareNatively ? (
          <Button variant="secondary" size="sm" onClick={() => void onNativeShare()}>
            <Share2 aria-hidden="true" className="size-4" /> {t('list-detail.share.native')}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onClick={() => void onCopy()}>
          <Link2 aria-hidden="true" className="size-4" />
          {copyState === 'copied' ? t('list-detail.share.copied') : t('list-detail.share.copy')}
        </Button>
        {buildShareLinks(url, title, isOwnList).map((link) => (
          <a
            key={link.channel}
            href={link.href}
            target={link.channel === 'email' ? undefined : '_blank'}
            rel="noopener noreferrer"
            className={getButtonClassName('secondary', 'sm')}
            onClick={() => recordShare(listId, link.channel)}
          >
            {link.channel === 'email' ? <Mail aria-hidden="true" className="size-4" /> : null}
            {link.label}
            {link.channel === 'email' ? null : (
              <span className="sr-only"> {t('list-detail.share.newTab')}</span>
            )}
          </a>
        ))}
      </div>
      <p role="status" className="mt-2 min-h-5 wrap-anywhere text-slate-700 text-sm">
        {copyState === 'copied' ? t('list-detail.share.copiedNote') : ''}
        {copyState === 'failed' ? t('list-detail.share.copyFailed', { url }) : ''}
      </p>
    </>
  );
  if (isEmbedded) return buttons;
  return (
    <section aria-labelledby="share-list" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="share-list" className="font-bold text-slate-900">
        {t('list-detail.share.heading')}
      </h2>
      <p className="mt-1 text-slate-700 text-sm">{t('list-detail.share.why')}</p>
      <div className="mt-3">{buttons}</div>
    </section>
  );
}
