import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/faq.json';
import * as PAGE_PATHS from '#shared/page-paths';
import {
  ACTIVE_RESERVATIONS_MAX,
  RESERVATION_HOURS,
  RESERVATION_REMINDER_HOURS,
} from '#shared/pledge-limits';

const t = createTranslator(catalog);

const linkClass = 'font-semibold text-teal-800 underline underline-offset-2';

type TFaqKey = keyof typeof catalog & string;
/** A question's message and its answer, rendered when the page is (the answer's messages and links). */
type TQuestion = { questionKey: TFaqKey; answer: () => ReactNode };

// Every answer says what the app does today; the numbers come from the same constants the server uses.
const GROUPS: Array<{ id: string; titleKey: TFaqKey; questions: TQuestion[] }> = [
  {
    id: 'families',
    titleKey: 'faq.group.families',
    questions: [
      {
        questionKey: 'faq.families.ask.q',
        answer: () => (
          <>
            <p>
              <RichText
                t={t}
                id="faq.families.ask.a1"
                components={{ 0: <Link href={PAGE_PATHS.create} className={linkClass} /> }}
              />
            </p>
            <p>{t('faq.families.ask.a2')}</p>
          </>
        ),
      },
      {
        questionKey: 'faq.families.fill.q',
        answer: () => (
          <p>
            <RichText
              t={t}
              id="faq.families.fill.a"
              components={{ 0: <Link href={PAGE_PATHS.products} className={linkClass} /> }}
            />
          </p>
        ),
      },
      {
        questionKey: 'faq.families.visibility.q',
        answer: () => (
          <>
            <p>{t('faq.families.visibility.a')}</p>
            <ul className="list-disc pl-5">
              <li>{t('faq.families.visibility.public')}</li>
              <li>{t('faq.families.visibility.unlisted')}</li>
              <li>{t('faq.families.visibility.private')}</li>
            </ul>
          </>
        ),
      },
      {
        questionKey: 'faq.families.address.q',
        answer: () => <p>{t('faq.families.address.a')}</p>,
      },
      {
        questionKey: 'faq.families.gift.q',
        answer: () => <p>{t('faq.families.gift.a')}</p>,
      },
      {
        questionKey: 'faq.families.held.q',
        answer: () => <p>{t('faq.families.held.a')}</p>,
      },
    ],
  },
  {
    id: 'donors',
    titleKey: 'faq.group.donors',
    questions: [
      {
        questionKey: 'faq.donors.pay.q',
        answer: () => <p>{t('faq.donors.pay.a')}</p>,
      },
      {
        questionKey: 'faq.donors.duration.q',
        answer: () => (
          <p>
            {t('faq.donors.duration.a', {
              hours: RESERVATION_HOURS,
              reminderHours: RESERVATION_REMINDER_HOURS,
              max: ACTIVE_RESERVATIONS_MAX,
            })}
          </p>
        ),
      },
      {
        questionKey: 'faq.donors.twice.q',
        answer: () => <p>{t('faq.donors.twice.a')}</p>,
      },
      {
        questionKey: 'faq.donors.anonymous.q',
        answer: () => <p>{t('faq.donors.anonymous.a')}</p>,
      },
    ],
  },
  {
    id: 'safety',
    titleKey: 'faq.group.safety',
    questions: [
      {
        questionKey: 'faq.safety.safe.q',
        answer: () => (
          <ul className="list-disc pl-5">
            <li>{t('faq.safety.safe.address')}</li>
            <li>{t('faq.safety.safe.photos')}</li>
            <li>{t('faq.safety.safe.copies')}</li>
            <li>{t('faq.safety.safe.reports')}</li>
          </ul>
        ),
      },
      {
        questionKey: 'faq.safety.wrong.q',
        answer: () => (
          <p>
            <RichText
              t={t}
              id="faq.safety.wrong.a"
              components={{ 0: <Link href={PAGE_PATHS.contact} className={linkClass} /> }}
            />
          </p>
        ),
      },
      {
        questionKey: 'faq.safety.delete.q',
        answer: () => (
          <p>
            <RichText
              t={t}
              id="faq.safety.delete.a"
              components={{
                0: <Link href={PAGE_PATHS.settings} className={linkClass} />,
                1: <Link href={PAGE_PATHS.privacy} className={linkClass} />,
              }}
            />
          </p>
        ),
      },
    ],
  },
];

export default function FaqPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{t('faq.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('faq.intro')}</p>
      <nav aria-label={t('faq.byTopic')} className="mt-6 flex flex-wrap gap-x-3">
        {GROUPS.map((group) => (
          <a
            key={group.id}
            href={`#${group.id}`}
            className={`inline-flex min-h-6 items-center pointer-coarse:min-h-11 ${linkClass}`}
          >
            {t(group.titleKey)}
          </a>
        ))}
      </nav>
      {GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="mt-10">
          <h2 id={group.id} className="scroll-mt-20 font-bold text-2xl text-slate-900">
            {t(group.titleKey)}
          </h2>
          <div className="mt-4 grid gap-3">
            {group.questions.map((item) => (
              <details key={item.questionKey} className="group rounded-xl border border-slate-200 bg-white">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700 [&::-webkit-details-marker]:hidden">
                  <h3>{t(item.questionKey)}</h3>
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 group-open:rotate-180" />
                </summary>
                <div className="grid gap-3 border-slate-200 border-t px-4 py-3 text-slate-800 leading-relaxed">
                  {item.answer()}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
