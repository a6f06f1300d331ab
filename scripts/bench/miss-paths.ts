// The addresses each miss target of `npm run bench` asks in turn: realistic spreads of pages, search
// words, categories and sorts, places and ids (all found in the bench's data).
import { TOPIC_SLUGS } from '#shared/routes';
import { BENCH_POSTS, benchData } from './bench-data';

// Words people search lists for: items, what happened, who needs it (all found in the bench lists).
const LIST_SEARCHES = [
  'winter',
  'winter coat',
  'coat',
  'backpack',
  'school backpack',
  'diapers',
  'rice',
  'blanket',
  'shoes',
  'towels',
  'notebook',
  'formula',
  'soap',
  'fire',
  'flood',
  'storm',
  'layoff',
  'crib',
  'groceries',
  'kitchen',
  'bedding',
  'school supplies',
  'children',
  'clothes',
  'family',
  'rebuild',
  'baby formula',
  'kitchen basics',
  'blanket towels',
  'everyday things',
];

const PLACES = [
  'Columbus, OH',
  'Dayton, OH',
  'Houston, TX',
  'Austin, TX',
  'Los Angeles, CA',
  'Fresno, CA',
  'Buffalo, NY',
  'Albany, NY',
  'Miami, FL',
  'Tampa, FL',
  'Chicago, IL',
  'Peoria, IL',
  'Pittsburgh, PA',
  'Atlanta, GA',
  'OH',
  'Texas',
  '43215',
  '770',
  'Savannah, GA',
  'Erie, PA',
];

const SORTS = ['urgent', 'closest', 'soonest', 'newest'];

/** The addresses each miss target asks in turn: realistic spreads of pages, words, places and ids. */
export const missPaths = {
  browse: () => Array.from({ length: 20 }, (_, index) => `/api/lists?page=${index + 1}`),
  search: () =>
    LIST_SEARCHES.flatMap((words) =>
      [1, 2].map((page) => `/api/lists?q=${encodeURIComponent(words)}${page > 1 ? `&page=${page}` : ''}`),
    ),
  category: () =>
    TOPIC_SLUGS.flatMap((category) =>
      SORTS.flatMap((sort) =>
        [1, 2, 3].map((page) => `/api/lists?category=${category}&sort=${sort}&page=${page}`),
      ),
    ),
  place: () => PLACES.map((place) => `/api/lists?near=${encodeURIComponent(place)}`),
  listDetail: () => benchData.listIds.map((id) => `/api/lists/${id}`),
  blogIndex: () =>
    Array.from({ length: Math.ceil(BENCH_POSTS / 9) }, (_, index) => `/api/blog?page=${index + 1}`),
  blogPost: () => benchData.blogSlugs.map((slug) => `/api/blog/${slug}`),
  productDetail: () => benchData.productIds.map((id) => `/api/products/${encodeURIComponent(id)}`),
  adminStats: () => ['/api/admin/stats?days=7', '/api/admin/stats?days=30', '/api/admin/stats?days=90'],
};
