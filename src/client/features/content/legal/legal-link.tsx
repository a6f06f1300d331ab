import { Link } from 'wouter';
import { LEGAL_LINK_CLASS } from '#client/components/layout/legal-page';

/** A link to one of our pages inside a legal message (`<0>…</0>`: the message gives its text). */
export function legalLink(href: string) {
  return <Link href={href} className={LEGAL_LINK_CLASS} />;
}
