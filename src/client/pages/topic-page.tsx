import { Link } from 'wouter';
import { TOPIC_TITLES, type TTopicSlug } from '../../shared/routes';
import { SimplePage } from '../components/layout/simple-page';
import type { TPageProps } from '../lib/page-props';

function getTopicTitle(path: string): string {
  const slug = path.replace(/^\//, '').replace(/\/$/, '') as TTopicSlug;
  return TOPIC_TITLES[slug] ?? 'Needs lists by topic';
}

// One component serves the 11 topic paths; the path says which topic.
export default function TopicPage({ path }: TPageProps) {
  const title = getTopicTitle(path);
  return (
    <SimplePage
      title={title}
      description={`Guidance for ${title.toLowerCase()} and the active needs lists in this topic will be shown here.`}
    >
      <Link href="/" className="mt-6 inline-flex min-h-11 items-center font-semibold text-teal-800 underline">
        See all topics on the home page
      </Link>
    </SimplePage>
  );
}
