import { ExternalLink } from 'lucide-react';
import { getButtonClassName } from '#client/components/ui/button';
import { trackEvent } from '#client/lib/analytics';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/pledges.json';
import { buildRetailerLinks } from '../utils/retailer-links';

const t = createTranslator(catalog);

/** Where to buy a reserved item: the family's own link first, then searches at big stores. */
export function RetailerLinks({
  listId,
  item,
  onStoreOpened,
}: {
  listId: string;
  item: { name: string; productUrl: string | null; retailer: string };
  /** The store the donor went to, offered when they report the purchase. */
  onStoreOpened: (retailer: string) => void;
}) {
  const links = buildRetailerLinks(item);
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {links.map((link, index) => (
        <li key={link.href}>
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={getButtonClassName(index === 0 && item.productUrl ? 'primary' : 'secondary', 'md')}
            onClick={() => {
              trackEvent('outbound_purchase_click', { retailer: link.retailer, list_id: listId });
              onStoreOpened(link.retailer);
            }}
            // Opened in a new tab with the middle button: the store is the one they will shop at.
            onAuxClick={(event) => {
              if (event.button === 1) onStoreOpened(link.retailer);
            }}
          >
            {link.label}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t('pledges.store.newTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
