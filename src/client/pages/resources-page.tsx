import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/resources.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { RESERVATION_HOURS } from '#shared/pledge-limits';

const t = createTranslator(catalog);

const linkClass = 'font-semibold text-teal-800 underline underline-offset-2';

/** A number to call, inside a message (the message gives the text). */
function PhoneLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}

function Guide({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5">
      <h3 id={id} className="font-bold text-lg text-slate-900">
        {title}
      </h3>
      <div className="mt-2 grid gap-2 text-slate-800 leading-relaxed">{children}</div>
    </section>
  );
}

export default function ResourcesPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{t('resources.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('resources.intro')}</p>

      <aside aria-labelledby="right-now" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
        <h2 id="right-now" className="font-bold text-slate-900">
          {t('resources.rightNow.title')}
        </h2>
        <ul className="mt-2 grid list-disc gap-1 pl-5 text-slate-800">
          <li>
            <RichText
              t={t}
              id="resources.rightNow.emergency"
              components={{ 0: <PhoneLink href="tel:911" /> }}
            />
          </li>
          <li>
            <RichText t={t} id="resources.rightNow.talk" components={{ 0: <PhoneLink href="tel:988" /> }} />
          </li>
          <li>
            <RichText
              t={t}
              id="resources.rightNow.services"
              components={{ 0: <PhoneLink href="tel:211" /> }}
            />
          </li>
          <li>
            <RichText
              t={t}
              id="resources.rightNow.disaster"
              components={{
                0: <PhoneLink href="tel:18006213362" />,
                1: <PhoneLink href="tel:18007332767" />,
              }}
            />
          </li>
        </ul>
        <p className="mt-2 text-slate-800">
          <Link href={PAGE_PATHS.supportResources} className={linkClass}>
            {t('resources.rightNow.all')}
          </Link>
        </p>
      </aside>

      <section aria-labelledby="for-families" className="mt-10">
        <h2 id="for-families" className="font-bold text-2xl text-slate-900">
          {t('resources.families.title')}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Guide id="guide-list" title={t('resources.guide.list.title')}>
            <ul className="grid list-disc gap-1 pl-5">
              <li>{t('resources.guide.list.exact')}</li>
              <li>{t('resources.guide.list.first')}</li>
              <li>{t('resources.guide.list.story')}</li>
              <li>{t('resources.guide.list.price')}</li>
              <li>{t('resources.guide.list.thanks')}</li>
            </ul>
            <p>
              <RichText
                t={t}
                id="resources.guide.list.start"
                components={{
                  0: <Link href={PAGE_PATHS.create} className={linkClass} />,
                  1: <Link href={PAGE_PATHS.products} className={linkClass} />,
                }}
              />
            </p>
          </Guide>
          <Guide id="guide-safe" title={t('resources.guide.safe.title')}>
            <ul className="grid list-disc gap-1 pl-5">
              <li>{t('resources.guide.safe.private')}</li>
              <li>{t('resources.guide.safe.photo')}</li>
              <li>{t('resources.guide.safe.noMoney')}</li>
            </ul>
          </Guide>
        </div>
      </section>

      <section aria-labelledby="for-donors" className="mt-10">
        <h2 id="for-donors" className="font-bold text-2xl text-slate-900">
          {t('resources.donors.title')}
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Guide id="guide-give" title={t('resources.guide.give.title')}>
            <ul className="grid list-disc gap-1 pl-5">
              <li>{t('resources.guide.give.reserve', { hours: RESERVATION_HOURS })}</li>
              <li>{t('resources.guide.give.check')}</li>
              <li>{t('resources.guide.give.ship')}</li>
            </ul>
            <p>
              <Link href={PAGE_PATHS.browse} className={linkClass}>
                {t('resources.guide.give.find')}
              </Link>
            </p>
          </Guide>
          <Guide id="guide-scams" title={t('resources.guide.scams.title')}>
            <ul className="grid list-disc gap-1 pl-5">
              <li>{t('resources.guide.scams.cash')}</li>
              <li>{t('resources.guide.scams.offSite')}</li>
              <li>{t('resources.guide.scams.copied')}</li>
              <li>{t('resources.guide.scams.expensive')}</li>
            </ul>
            <p>{t('resources.guide.scams.report')}</p>
          </Guide>
        </div>
      </section>

      <p className="mt-10 text-slate-800">
        <RichText
          t={t}
          id="resources.moreQuestions"
          components={{
            0: <Link href={PAGE_PATHS.faq} className={linkClass} />,
            1: <Link href={PAGE_PATHS.contact} className={linkClass} />,
          }}
        />
      </p>
    </div>
  );
}
