import type { TLocale } from '#shared/i18n/locales';
import { afterAHouseFirePost, afterAHouseFirePostEs } from './blog-posts/after-a-house-fire';
import { afterYouReservePost, afterYouReservePostEs } from './blog-posts/after-you-reserve';
import { protectYourAddressPost, protectYourAddressPostEs } from './blog-posts/protect-your-address';
import { spotAndAvoidScamsPost, spotAndAvoidScamsPostEs } from './blog-posts/spot-and-avoid-scams';
import { writeANeedsListPost, writeANeedsListPostEs } from './blog-posts/write-a-needs-list';

// The articles the app seeds into its blog. Each one describes only what Kindlist does today (FAQ, privacy
// policy, pledges and needs-lists domains); the numbers come from the same constants the server uses, so a
// changed limit changes the text. Change an article when the behaviour it describes changes, in every
// language: each English post has a Spanish version, written for Spanish readers rather than word for
// word, with the same sections, links and numbers.

export type TBlogSeedPost = {
  /** Lowercase words joined by hyphens, at most 80 characters. */
  slug: string;
  title: string;
  /** One or two sentences, at most 200 characters. */
  excerpt: string;
  /** What the cover illustration shows, for people who cannot see it. */
  coverAlt: string;
  /** A 1200×630 flat illustration in the brand's colours, without text or faces. */
  coverSvg: string;
  /** CommonMark: ## and ### headings only (the page has the h1). */
  bodyMarkdown: string;
  /** How many days before seeding the post counts as published. */
  publishedDaysAgo: number;
  /** The same in every language: the English post's slug (the posts are one another's translation). */
  translationKey: string;
};

/** Newest first. */
export const BLOG_SEED_POSTS: readonly TBlogSeedPost[] = [
  writeANeedsListPost,
  spotAndAvoidScamsPost,
  afterAHouseFirePost,
  protectYourAddressPost,
  afterYouReservePost,
];

/** The seeded posts of each language, newest first; the Spanish ones are the English ones' translations. */
export const BLOG_SEED_POSTS_BY_LANGUAGE: Record<TLocale, readonly TBlogSeedPost[]> = {
  en: BLOG_SEED_POSTS,
  es: [
    writeANeedsListPostEs,
    spotAndAvoidScamsPostEs,
    afterAHouseFirePostEs,
    protectYourAddressPostEs,
    afterYouReservePostEs,
  ],
};

/** The byline of a seeded post, in its language. */
export const BLOG_SEED_AUTHOR: Record<TLocale, string> = {
  en: 'The Kindlist team',
  es: 'El equipo de Kindlist',
};
