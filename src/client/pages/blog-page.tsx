import { Newspaper } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { useBlogPosts } from '#client/features/content/api/get-blog-posts';
import {
  formatBlogDate,
  getBlogPageHref,
  getBlogPostHref,
  readBlogPage,
} from '#client/features/content/utils/blog-labels';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/blog.json';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TBlogList, TBlogPostSummary } from '#shared/schemas/blog';
import { Button, getButtonClassName } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { readApiErrorMessage } from '../lib/request';

const t = createTranslator(catalog);

const linkClass =
  'font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

function BlogPostCard({ post, isFirst }: { post: TBlogPostSummary; isFirst: boolean }) {
  const date = formatBlogDate(post.publishedAt);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {post.coverImageUrl ? (
        <img
          src={post.coverImageUrl}
          alt={post.coverAlt}
          width={1200}
          height={630}
          // The first card is at the top of the screen; the others wait until they are scrolled near.
          loading={isFirst ? undefined : 'lazy'}
          decoding="async"
          className="aspect-[1200/630] h-auto w-full max-w-full bg-slate-100 object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[1200/630] w-full items-center justify-center bg-teal-50 text-teal-700"
        >
          <Newspaper className="size-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h2 className="font-bold text-slate-900 text-xl leading-snug">
          {/* The link covers the whole card (::after), so the picture and the text are one target. */}
          <Link
            href={getBlogPostHref(post.slug)}
            className="after:absolute after:inset-0 after:rounded-xl group-hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-teal-700"
          >
            {post.title}
          </Link>
        </h2>
        {date ? (
          <p className="text-slate-700 text-sm">
            <time dateTime={post.publishedAt}>{date}</time>
            {post.authorName ? ` · ${post.authorName}` : null}
          </p>
        ) : null}
        <p className="text-slate-800 leading-relaxed">{post.excerpt}</p>
      </div>
    </article>
  );
}

function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  // On a phone the three parts do not fit on one line: "Page 2 of 3" goes above the two links.
  return (
    <nav
      aria-label={t('blog.pages')}
      className="mt-10 grid grid-cols-2 items-center gap-3 sm:flex sm:justify-between"
    >
      {page > 1 ? (
        <Link
          href={getBlogPageHref(page - 1)}
          rel="prev"
          className={getButtonClassName('secondary', 'md', 'justify-self-start')}
        >
          <span aria-hidden="true">←</span> {t('blog.previousPage')}
        </Link>
      ) : (
        <span />
      )}
      <p className="col-span-2 row-start-1 text-center text-slate-700">
        {t('blog.pageOf', { page, pageCount })}
      </p>
      {page < pageCount ? (
        <Link
          href={getBlogPageHref(page + 1)}
          rel="next"
          className={getButtonClassName('secondary', 'md', 'col-start-2 justify-self-end')}
        >
          {t('blog.nextPage')} <span aria-hidden="true">→</span>
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function NoPostsYet() {
  return (
    <div className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-800 leading-relaxed sm:p-8">
      <p className="font-semibold text-lg text-slate-900">{t('blog.empty.title')}</p>
      <p className="mt-2">
        <RichText
          t={t}
          id="blog.empty.text"
          components={{
            0: <Link href={PAGE_PATHS.resources} className={linkClass} />,
            1: <Link href={PAGE_PATHS.faq} className={linkClass} />,
          }}
        />
      </p>
    </div>
  );
}

// A page past the last one (an old link after posts were removed): say so rather than "no posts yet".
function PastTheLastPage({ pageCount }: { pageCount: number }) {
  return (
    <div className="mt-10 rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-800 sm:p-8">
      <p>{t('blog.pastLast.text', { pageCount })}</p>
      <Link href={PAGE_PATHS.blog} className={getButtonClassName('secondary', 'md', 'mt-4')}>
        {t('blog.pastLast.newest')}
      </Link>
    </div>
  );
}

function BlogPosts({ list }: { list: TBlogList }) {
  if (list.posts.length === 0) {
    return list.page > 1 ? <PastTheLastPage pageCount={list.pageCount} /> : <NoPostsYet />;
  }
  return (
    <>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {list.posts.map((post, index) => (
          <li key={post.slug}>
            <BlogPostCard post={post} isFirst={index === 0} />
          </li>
        ))}
      </ul>
      <BlogPagination page={list.page} pageCount={list.pageCount} />
    </>
  );
}

export default function BlogPage() {
  const page = readBlogPage(useSearch());
  const posts = useBlogPosts(page);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(page);

  // Only the query changes between pages, so the router neither scrolls nor moves the focus: start the
  // new page at its top, with keyboard and screen reader users there too.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo(0, 0);
    headingRef.current?.focus({ preventScroll: true });
  }, [page]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1
        ref={headingRef}
        tabIndex={-1}
        className="font-bold text-3xl text-slate-900 tracking-tight outline-none sm:text-4xl"
      >
        {t('blog.title')}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700 leading-relaxed">{t('blog.intro')}</p>
      {posts.isPending ? (
        <Spinner label={t('blog.loading')} className="mt-6" />
      ) : posts.isError && !posts.data ? (
        <div className="mt-10 grid justify-items-start gap-3">
          <FormAlert>{t('blog.loadFailed', { reason: readApiErrorMessage(posts.error) })}</FormAlert>
          <Button variant="secondary" onClick={() => void posts.refetch()}>
            {t('blog.retry')}
          </Button>
        </div>
      ) : posts.data ? (
        <div aria-busy={posts.isPlaceholderData || undefined}>
          <BlogPosts list={posts.data} />
        </div>
      ) : null}
    </div>
  );
}
