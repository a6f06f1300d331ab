import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/about.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { ACTIVE_RESERVATIONS_MAX, RESERVATION_HOURS } from '#shared/pledge-limits';

const t = createTranslator(catalog);

const linkClass = 'font-semibold text-teal-800 underline underline-offset-2';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-bold text-2xl text-slate-900">
        {title}
      </h2>
      <div className="mt-3 grid gap-3 text-slate-800 leading-relaxed">{children}</div>
    </section>
  );
}

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{t('about.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('about.lead')}</p>

      <Section id="why" title={t('about.why.title')}>
        <p>{t('about.why.text')}</p>
      </Section>

      <Section id="how-families" title={t('about.families.title')}>
        <ol className="grid list-decimal gap-2 pl-5">
          <li>
            <RichText
              t={t}
              id="about.families.write"
              components={{ 0: <Link href={PAGE_PATHS.create} className={linkClass} /> }}
            />
          </li>
          <li>{t('about.families.publish')}</li>
          <li>{t('about.families.told')}</li>
        </ol>
      </Section>

      <Section id="how-donors" title={t('about.donors.title')}>
        <ol className="grid list-decimal gap-2 pl-5">
          <li>
            <RichText
              t={t}
              id="about.donors.find"
              components={{ 0: <Link href={PAGE_PATHS.browse} className={linkClass} /> }}
            />
          </li>
          <li>{t('about.donors.reserve', { hours: RESERVATION_HOURS, max: ACTIVE_RESERVATIONS_MAX })}</li>
          <li>{t('about.donors.buy')}</li>
        </ol>
        <p>{t('about.donors.noMoney')}</p>
      </Section>

      <Section id="safety" title={t('about.safety.title')}>
        <ul className="grid list-disc gap-2 pl-5">
          <li>{t('about.safety.address')}</li>
          <li>{t('about.safety.place')}</li>
          <li>{t('about.safety.photos')}</li>
          <li>{t('about.safety.copies')}</li>
          <li>{t('about.safety.reports')}</li>
        </ul>
        <p>
          <RichText
            t={t}
            id="about.safety.privacy"
            components={{ 0: <Link href={PAGE_PATHS.privacy} className={linkClass} /> }}
          />
        </p>
      </Section>

      <Section id="talk" title={t('about.talk.title')}>
        <p>
          <RichText
            t={t}
            id="about.talk.text"
            components={{ 0: <Link href={PAGE_PATHS.contact} className={linkClass} /> }}
          />
        </p>
      </Section>
    </div>
  );
}
