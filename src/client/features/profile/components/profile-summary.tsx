import { MapPin } from 'lucide-react';
import { formatPlace } from '#client/lib/format-place';
import { createTranslator, INTL_LOCALE } from '#client/lib/i18n';
import catalog from '#client-catalog/profile.json';

const t = createTranslator(catalog);

const MEMBER_SINCE_FORMAT = new Intl.DateTimeFormat(INTL_LOCALE, { month: 'long', year: 'numeric' });

/** A round photo (or the initial) as profile pages show it, 112 px. */
export function LargeAvatar({ src, alt, initial }: { src: string | null; alt: string; initial: string }) {
  return (
    <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full bg-teal-700 font-semibold text-4xl text-white">
      {src ? (
        <img src={src} alt={alt} width={112} height={112} className="size-full object-cover" />
      ) : (
        <span aria-hidden="true">{initial.charAt(0).toUpperCase() || 'U'}</span>
      )}
    </div>
  );
}

/** "Dayton, OH · Member since May 2026", as far as the user filled it in. */
export function PlaceAndMemberSince({
  city,
  region,
  since,
}: {
  city: string;
  region: string;
  since: string;
}) {
  const place = formatPlace(city, region);
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-700">
      {place ? (
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {place}
        </span>
      ) : null}
      <span>{t('profile.memberSince', { date: MEMBER_SINCE_FORMAT.format(new Date(since)) })}</span>
    </p>
  );
}
