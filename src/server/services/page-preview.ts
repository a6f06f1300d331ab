/** What a shared link's preview shows (Open Graph tags in the served page). */
export type TPagePreview = {
  title: string;
  description: string;
  imageUrl: string | null;
  /** Open Graph type: a blog post is an article; everything else a website. */
  type?: 'website' | 'article';
};
