import clsx from 'clsx';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useBlogPost } from '#client/features/content/api/get-blog-post';
import { formatBlogDate, getBlogPostHref } from '#client/features/content/utils/blog-labels';
import { isInAppHref, isPlainLeftClick } from '#client/features/content/utils/in-app-links';
import { createTranslator } from '#client/lib/i18n';
import { tTitles } from '#client/lib/titles-messages';
import catalog from '#client-catalog/blog.json';
import * as PAGE_PATHS from '#shared/page-paths';
import type { TBlogPost } from '#shared/schemas/blog';
import { BLOG_PROSE_CLASSES } from '../components/layout/blog-prose';
import { Button, ButtonLink } from '../components/ui/button';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import type { TPageProps } from '../lib/page-props';
import { getErrorStatus, readApiErrorMessage } from '../lib/request';

const t = createTranslator(catalog);

const backLinkClass =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md font-semibold text-teal-800 underline underline-offset-2 hover:text-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700';

// The post's own elements are styled as the editor's preview shows them (blog-prose.ts).
const PROSE_CLASSES = clsx('mt-8', BLOG_PROSE_CLASSES);

// The router sets the generic "Blog · Kindlist" in its own effect, which runs after this page's effects
// when both happen in one render (a cached post, or a link from one post to another): wait one task.
function usePostTitle(title: string | null, slug: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new slug means the router retitled the page, even when two posts share a title
  useEffect(() => {
    if (title === null) return;
    const timer = window.setTimeout(() => {
      document.title = title;
    }, 0);
    return () => window.clearTimeout(timer);
  }, [title, slug]);
}

/** `language`: the post's own, which may not be the page's (a translation's link leads to it). */
function PostBody({ html, language }: { html: string; language: string }) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [, navigate] = useLocation();

  // Links from one page of the site to another stay in the app (no reload); other sites, mail links,
  // anchors and clicks meant for a new tab or window are left to the browser.
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const onClick = (event: MouseEvent) => {
      if (!isPlainLeftClick(event) || !(event.target instanceof Element)) return;
      const anchor = event.target.closest('a');
      if (!anchor || !body.contains(anchor) || anchor.hasAttribute('download')) return;
      const href = anchor.getAttribute('href');
      if (!isInAppHref(href)) return;
      event.preventDefault();
      navigate(href);
    };
    body.addEventListener('click', onClick);
    return () => body.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <div
      ref={bodyRef}
      lang={language}
      className={PROSE_CLASSES}
      // Safe to insert: the server renders the Markdown without raw HTML and sanitises the result (no
      // scripts, no event handlers, no styles, only http/https/mailto links) in render-markdown.ts.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised on the server
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function HelpBox() {
  return (
    <aside
      aria-labelledby="blog-help"
      className="mt-12 rounded-xl border border-teal-200 bg-teal-50 p-6 sm:p-8"
    >
      <h2 id="blog-help" className="font-bold text-slate-900 text-xl">
        {t('blog.help.title')}
      </h2>
      <div className="mt-5 grid gap-6 sm:grid-cols-2">
        <div>
          <p className="font-semibold text-slate-900">{t('blog.help.needHelp')}</p>
          <p className="mt-1 text-slate-800">{t('blog.help.needHelpText')}</p>
          <ButtonLink href={PAGE_PATHS.create} className="mt-3">
            {t('blog.help.create')}
          </ButtonLink>
        </div>
        <div>
          <p className="font-semibold text-slate-900">{t('blog.help.wantToHelp')}</p>
          <p className="mt-1 text-slate-800">{t('blog.help.wantToHelpText')}</p>
          <ButtonLink href={PAGE_PATHS.browse} variant="secondary" className="mt-3">
            {t('blog.help.find')}
          </ButtonLink>
        </div>
      </div>
    </aside>
  );
}

// "Read in Spanish" / "Leer en inglés": the same post in each other language it is published in.
function TranslationLinks({ post }: { post: TBlogPost }) {
  if (post.translations.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4">
      {post.translations.map((translation) => (
        <li key={translation.language}>
          <Link
            href={getBlogPostHref(translation.slug)}
            hrefLang={translation.language}
            className={backLinkClass}
          >
            {t(`blog.post.readIn.${translation.language}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function BlogPostArticle({ post }: { post: TBlogPost }) {
  const date = formatBlogDate(post.publishedAt);
  return (
    <>
      <article>
        <header>
          <h1
            lang={post.language}
            className="font-bold text-3xl text-slate-900 leading-tight tracking-tight sm:text-4xl"
          >
            {post.title}
          </h1>
          <p className="mt-3 text-slate-700">
            {post.authorName ? t('blog.post.by', { author: post.authorName }) : null}
            {post.authorName && date ? ' · ' : null}
            {date ? <time dateTime={post.publishedAt}>{date}</time> : null}
          </p>
          <TranslationLinks post={post} />
          {post.coverImageUrl ? (
            <img
              src={post.coverImageUrl}
              alt={post.coverAlt}
              lang={post.language}
              width={1200}
              height={630}
              // Likely the largest thing on the screen: fetched first, never deferred.
              fetchPriority="high"
              className="mt-8 aspect-[1200/630] h-auto w-full max-w-full rounded-xl bg-slate-100 object-cover"
            />
          ) : null}
        </header>
        <PostBody html={post.html} language={post.language} />
      </article>
      <p className="mt-12">
        <Link href={PAGE_PATHS.blog} className={backLinkClass}>
          <span aria-hidden="true">←</span> {t('blog.post.allPosts')}
        </Link>
      </p>
      <HelpBox />
    </>
  );
}

// A draft, a removed post or a mistyped address: the same message as the site's own not-found page,
// with the way back to the blog first.
function BlogPostNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center sm:py-24">
      <p className="font-semibold text-sm text-teal-800">404</p>
      <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {t('blog.notFound.title')}
      </h1>
      <p className="mt-4 text-lg text-slate-700">{t('blog.notFound.text')}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href={PAGE_PATHS.blog} size="lg">
          {t('blog.post.allPosts')}
        </ButtonLink>
        <ButtonLink href={PAGE_PATHS.root} variant="secondary" size="lg">
          {t('blog.notFound.home')}
        </ButtonLink>
      </div>
    </section>
  );
}

export default function BlogPostPage({ params }: TPageProps) {
  const slug = params.slug ?? '';
  const post = useBlogPost(slug);
  const status = getErrorStatus(post.error);
  // The slug is all a reader sends: a 400 means it cannot be a post's, which to them is the same as 404.
  const isNotFound = slug === '' || status === 404 || status === 400;
  usePostTitle(
    post.data
      ? tTitles('titles.ofPage', { title: post.data.title })
      : isNotFound
        ? tTitles('titles.ofPage', { title: t('blog.notFound.title') })
        : null,
    slug,
  );

  if (isNotFound) return <BlogPostNotFound />;
  // A post already read stays on screen even if checking it again failed.
  if (post.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
        <BlogPostArticle post={post.data} />
      </div>
    );
  }
  if (post.isPending) return <Spinner label={t('blog.post.loading')} />;
  return (
    <div className="mx-auto grid max-w-3xl justify-items-start gap-3 px-4 py-10 sm:py-14">
      <FormAlert>{t('blog.post.loadFailed', { reason: readApiErrorMessage(post.error) })}</FormAlert>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void post.refetch()}>
          {t('blog.post.retry')}
        </Button>
        <Link href={PAGE_PATHS.blog} className={backLinkClass}>
          {t('blog.post.allPosts')}
        </Link>
      </div>
    </div>
  );
}
