import { Copy, MapPin } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { FormAlert } from '#client/components/ui/form-alert';
import { showToast } from '#client/components/ui/toast-store';
import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/pledges.json';
import { useRevealAddress } from '../api/reveal-address';
import { formatAddressLines } from '../utils/format-address';

const t = createTranslator(catalog);
// "name, postal code" (the server names what is missing).
const MISSING_FORMAT = new Intl.ListFormat(INTL_LOCALE, { type: 'unit', style: 'short' });

/**
 * The family's shipping address, asked for only when the donor clicks (each reveal is recorded and
 * the family sees who looked). An incomplete address is not shown: the family has been asked for it.
 */
export function ShippingAddressReveal({ pledgeId }: { pledgeId: string }) {
  const reveal = useRevealAddress();
  const resultRef = useRef<HTMLDivElement>(null);
  const result = reveal.data;

  // The button is gone once the answer is here: the focus moves to the answer.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  if (!result) {
    return (
      <div className="grid gap-2">
        <div>
          <Button variant="secondary" disabled={reveal.isPending} onClick={() => reveal.mutate(pledgeId)}>
            <MapPin aria-hidden="true" className="size-4" />
            {reveal.isPending ? t('pledges.address.getting') : t('pledges.address.show')}
          </Button>
        </div>
        <p className="text-slate-700 text-sm">{t('pledges.address.whoSees')}</p>
        {reveal.isError ? <FormAlert>{readApiErrorMessage(reveal.error)}</FormAlert> : null}
      </div>
    );
  }

  if (!result.address) {
    return (
      <div
        ref={resultRef}
        tabIndex={-1}
        className="rounded-lg border border-amber-300 bg-amber-50 p-3 outline-none"
      >
        <p className="text-slate-900">
          {result.missing.length > 0
            ? t('pledges.address.incompleteMissing', { missing: MISSING_FORMAT.format(result.missing) })
            : t('pledges.address.incomplete')}
        </p>
      </div>
    );
  }

  const lines = formatAddressLines(result.address);
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(lines.join('\n'));
      showToast({ title: t('pledges.address.copied'), description: t('pledges.address.copiedDetail') });
    } catch {
      showToast({
        title: t('pledges.address.copyFailed'),
        description: t('pledges.address.copyFailedDetail'),
        variant: 'destructive',
      });
    }
  };
  return (
    <div
      ref={resultRef}
      tabIndex={-1}
      className="rounded-lg border border-slate-300 bg-white p-3 outline-none focus-visible:outline-2 focus-visible:outline-teal-700"
    >
      <p className="font-semibold text-slate-900 text-sm">{t('pledges.address.sendTo')}</p>
      <address className="mt-1 wrap-anywhere whitespace-pre-line text-slate-900 not-italic">
        {lines.join('\n')}
      </address>
      <Button variant="secondary" className="mt-3" onClick={() => void onCopy()}>
        <Copy aria-hidden="true" className="size-4" />
        {t('pledges.address.copy')}
      </Button>
    </div>
  );
}
