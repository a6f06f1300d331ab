import { ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/landing-trust.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { RESERVATION_HOURS } from '#shared/pledge-limits';

const t = createTranslator(catalog);

// Only what the product does today, each stated as plainly as the privacy policy states it.
const SAFETY_POINTS = [
  { title: 'landing-trust.address.title', text: 'landing-trust.address.text' },
  { title: 'landing-trust.once.title', text: 'landing-trust.once.text' },
  { title: 'landing-trust.arrived.title', text: 'landing-trust.arrived.text' },
  { title: 'landing-trust.watched.title', text: 'landing-trust.watched.text' },
  { title: 'landing-trust.thanks.title', text: 'landing-trust.thanks.text' },
  { title: 'landing-trust.links.title', text: 'landing-trust.links.text' },
] as const;

/** The landing page's last section: how families and donors are kept safe (loaded as it comes near). */
export function LandingTrust() {
  return (
    <section aria-labelledby="trust-heading" className="border-slate-200 border-t bg-white">
      <div className="mx-auto max-w-6xl px-4 py-14">
        <div className="flex items-center gap-3">
          <ShieldCheck aria-hidden="true" className="size-9 shrink-0 text-teal-700" />
          <h2 id="trust-heading" className="font-bold text-2xl text-slate-900 tracking-tight sm:text-3xl">
            {t('landing-trust.heading')}
          </h2>
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SAFETY_POINTS.map((point) => (
            <li key={point.title} className="rounded-xl border border-slate-200 p-5">
              <h3 className="font-semibold text-slate-900">{t(point.title)}</h3>
              <p className="mt-2 text-slate-700 leading-relaxed">
                {t(point.text, { hours: RESERVATION_HOURS })}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-slate-700">
          <RichText
            t={t}
            id="landing-trust.more"
            components={{
              0: <Link href={PAGE_PATHS.privacy} className="font-semibold text-teal-800 underline" />,
              1: <Link href={PAGE_PATHS.faq} className="font-semibold text-teal-800 underline" />,
            }}
          />
        </p>
      </div>
    </section>
  );
}
