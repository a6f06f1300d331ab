import type { LucideIcon } from 'lucide-react';
import { Flag, HandHeart, Megaphone, MessageCircle, Share2 } from 'lucide-react';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/community.json';
import * as PAGE_PATHS from '#shared/page-paths';

const t = createTranslator(catalog);

const linkClass = 'font-semibold text-teal-800 underline underline-offset-2';

type TCommunityKey = keyof typeof catalog & string;

// Each way's text is one message; its numbered tags are the links in `links`.
const WAYS: Array<{
  id: string;
  icon: LucideIcon;
  titleKey: TCommunityKey;
  textKey: TCommunityKey;
  links: Record<string, ReactElement>;
}> = [
  {
    id: 'give',
    icon: HandHeart,
    titleKey: 'community.give.title',
    textKey: 'community.give.text',
    links: { 0: <Link href={PAGE_PATHS.browse} className={linkClass} /> },
  },
  {
    id: 'share',
    icon: Share2,
    titleKey: 'community.share.title',
    textKey: 'community.share.text',
    links: {},
  },
  {
    id: 'tell',
    icon: Megaphone,
    titleKey: 'community.tell.title',
    textKey: 'community.tell.text',
    links: {
      0: <Link href={PAGE_PATHS.create} className={linkClass} />,
      1: <Link href={PAGE_PATHS.resources} className={linkClass} />,
    },
  },
  {
    id: 'watch',
    icon: Flag,
    titleKey: 'community.watch.title',
    textKey: 'community.watch.text',
    links: { 0: <Link href={PAGE_PATHS.resources} className={linkClass} /> },
  },
  {
    id: 'ideas',
    icon: MessageCircle,
    titleKey: 'community.ideas.title',
    textKey: 'community.ideas.text',
    links: { 0: <Link href={PAGE_PATHS.contact} className={linkClass} /> },
  },
];

export default function CommunityPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{t('community.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('community.intro')}</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {WAYS.map((way) => {
          const Icon = way.icon;
          return (
            <li key={way.id}>
              <section
                aria-labelledby={`way-${way.id}`}
                className="h-full rounded-xl border border-slate-200 bg-white p-5"
              >
                <Icon aria-hidden="true" className="size-6 text-teal-700" />
                <h2 id={`way-${way.id}`} className="mt-2 font-bold text-lg text-slate-900">
                  {t(way.titleKey)}
                </h2>
                <div className="mt-1 text-slate-800 leading-relaxed">
                  <p>
                    <RichText t={t} id={way.textKey} components={way.links} />
                  </p>
                </div>
              </section>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
