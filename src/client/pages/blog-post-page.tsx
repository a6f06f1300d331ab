import { Link } from 'wouter';
import { SimplePage } from '../components/layout/simple-page';
import type { TPageProps } from '../lib/page-props';

export default function BlogPostPage({ params }: TPageProps) {
  return (
    <SimplePage
      title="Blog post"
      description={`The article “${params.slug ?? ''}” will be shown here once the blog is published.`}
    >
      <Link
        href="/blog"
        className="mt-6 inline-flex min-h-11 items-center font-semibold text-teal-800 underline"
      >
        All blog posts
      </Link>
    </SimplePage>
  );
}
