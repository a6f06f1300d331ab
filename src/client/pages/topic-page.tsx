import { Link } from 'wouter';
import { TOPIC_TITLES, type TTopicSlug } from '../../shared/routes';
import { getButtonClassName } from '../components/ui/button';
import { useBrowseLists } from '../features/needs-lists/api/browse-lists';
import { BrowseResults } from '../features/needs-lists/components/browse-results';
import { CategoryProducts } from '../features/products/components/category-products';
import type { TPageProps } from '../lib/page-props';

function getTopicSlug(path: string): TTopicSlug | null {
  const slug = path.replace(/^\//, '').replace(/\/$/, '') as TTopicSlug;
  return TOPIC_TITLES[slug] ? slug : null;
}

// One component serves the 11 topic paths; the path says which topic.
export default function TopicPage({ path }: TPageProps) {
  const slug = getTopicSlug(path);
  const title = slug ? TOPIC_TITLES[slug] : 'Needs lists by topic';
  const search = slug ? `category=${slug}` : '';
  const result = useBrowseLists(search);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">
        Families who need help with {title.toLowerCase()} right now.
      </p>
      <h2 className="mt-8 font-bold text-slate-900 text-xl">Active needs lists</h2>
      <BrowseResults
        query={result}
        pageHref={(page) => `/browse?${search}${page > 1 ? `&page=${page}` : ''}`}
        emptyText={
          <p>
            No active lists in this topic right now.{' '}
            <Link href="/browse" className="font-semibold text-teal-800 underline">
              See every needs list
            </Link>{' '}
            or{' '}
            <Link href="/create" className="font-semibold text-teal-800 underline">
              create one
            </Link>
            .
          </p>
        }
      />
      {result.data?.hasNextPage ? null : (
        <Link href={`/browse?${search}`} className={getButtonClassName('secondary', 'md', 'mt-8')}>
          Search and filter all {title.toLowerCase()} lists
        </Link>
      )}
      {slug ? <CategoryProducts category={slug} /> : null}
    </div>
  );
}
