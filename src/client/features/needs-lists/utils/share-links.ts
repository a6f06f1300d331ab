import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/list-detail.json';
import type { TShareChannel } from '../api/record-share';

const t = createTranslator(catalog);

/**
 * Where a list can be shared, with the words each channel starts with. The family sharing its own
 * list speaks for itself ("we"); anyone else speaks about the family.
 */
export function buildShareLinks(
  url: string,
  title: string,
  isOwnList: boolean,
): Array<{ channel: TShareChannel; label: string; href: string }> {
  const text = `${title} · Kindlist`;
  const mailBody = t(isOwnList ? 'list-detail.share.mail.own' : 'list-detail.share.mail.other', { url });
  return [
    {
      channel: 'facebook',
      label: 'Facebook',
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    },
    {
      channel: 'x',
      label: 'X',
      href: `https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=${encodeURIComponent(text)}`,
    },
    {
      channel: 'whatsapp',
      label: 'WhatsApp',
      href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    },
    {
      channel: 'email',
      label: t('list-detail.share.email'),
      href: `mailto:?subject=${encodeURIComponent(text)}&body=${encodeURIComponent(mailBody)}`,
    },
  ];
}
