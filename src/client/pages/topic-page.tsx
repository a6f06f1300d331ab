import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { TOPIC_GUIDANCE } from '#client/features/content/utils/topic-guidance';
import { useBrowseLists } from '#client/features/needs-lists/api/browse-lists';
import { BrowseResults } from '#client/features/needs-lists/components/browse-results';
import { CategoryProducts } from '#client/features/products/components/category-products';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import { tRoutes } from '#client/lib/routes-messages';
import { tTitles } from '#client/lib/titles-messages';
import catalog from '#client-catalog/topic.json';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { readTopicSlug, type TTopicSlug } from '#shared/routes';
import { ButtonLink, getButtonClassName } from '../components/ui/button';
import { trackCtaClick } from '../lib/analytics';
import type { TPageProps } from '../lib/page-props';

const t = createTranslator(catalog);

const linkClass = 'font-semibold text-teal-800 underline underline-offset-2';

function GuidanceSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="font-bold text-slate-900 text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

function CreateListLink({ slug, className }: { slug: TTopicSlug; className?: string }) {
  return (
    <ButtonLink
      href={pagePaths.create(`category=${slug}`)}
      size="lg"
      className={className}
      onClick={() => trackCtaClick(`topic_create_list_${slug.replaceAll('-', '_')}`)}
    >
      {t(`topic.createList.${slug}`)}
    </ButtonLink>
  );
}

// One component serves the 11 topic paths; the path says which topic.
export default function TopicPage({ path }: TPageProps) {
  const slug = readTopicSlug(path);
  const title = slug ? tRoutes(`routes.topic.${slug}`) : tTitles('titles.topic');
  const guidance = slug ? TOPIC_GUIDANCE[slug] : null;
  const search = slug ? `category=${slug}` : '';
  const createHref = slug ? pagePaths.create(`category=${slug}`) : PAGE_PATHS.create;
  const result = useBrowseLists(search);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <div className="max-w-3xl">
        <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-slate-700">
          {guidance ? t(guidance.intro) : t('topic.introFallback', { topic: title.toLowerCase() })}
        </p>
        {slug ? <CreateListLink slug={slug} className="mt-6 w-full sm:w-auto" /> : null}
      </div>

      {guidance ? (
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          <GuidanceSection id="usual-needs" title={t('topic.usualNeeds')}>
            <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-800 leading-relaxed">
              {guidance.usualNeeds.map((need) => (
                <li key={need}>{t(need)}</li>
              ))}
            </ul>
          </GuidanceSection>
          <GuidanceSection id="how-to-ask" title={t('topic.howToAsk')}>
            <ul className="mt-3 grid list-disc gap-2 pl-5 text-slate-800 leading-relaxed">
              {guidance.askTips.map((tip) => (
                <li key={tip}>{t(tip)}</li>
              ))}
            </ul>
          </GuidanceSection>
        </div>
      ) : null}

      <section aria-labelledby="active-lists" className="mt-10">
        <h2 id="active-lists" className="font-bold text-slate-900 text-xl">
          {t('topic.activeLists')}
        </h2>
        <BrowseResults
          query={result}
          pageHref={(page) => pagePaths.browse(`${search}${page > 1 ? `&page=${page}` : ''}`)}
          emptyText={
            <p>
              <RichText
                t={t}
                id="topic.empty"
                components={{
                  0: <Link href={PAGE_PATHS.browse} className={linkClass} />,
                  1: <Link href={createHref} className={linkClass} />,
                }}
              />
            </p>
          }
        />
        {result.data?.hasNextPage ? null : (
          <Link href={pagePaths.browse(search)} className={getButtonClassName('secondary', 'md', 'mt-8')}>
            {t('topic.searchAll', { topic: title.toLowerCase() })}
          </Link>
        )}
      </section>
      {slug ? <CategoryProducts category={slug} /> : null}
    </div>
  );
}
