import { afterAHouseFirePost } from './blog-posts/after-a-house-fire';
import { afterYouReservePost } from './blog-posts/after-you-reserve';
import { protectYourAddressPost } from './blog-posts/protect-your-address';
import { spotAndAvoidScamsPost } from './blog-posts/spot-and-avoid-scams';
import { writeANeedsListPost } from './blog-posts/write-a-needs-list';

// The articles the app seeds into its blog. Each one describes only what Kindlist does today (FAQ, privacy
// policy, pledges and needs-lists domains); the numbers come from the same constants the server uses, so a
// changed limit changes the text. Change an article when the behaviour it describes changes.

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
};

/** Newest first. */
export const BLOG_SEED_POSTS: readonly TBlogSeedPost[] = [
  writeANeedsListPost,
  spotAndAvoidScamsPost,
  afterAHouseFirePost,
  protectYourAddressPost,
  afterYouReservePost,
];
