import type { TPageKey, TTopicSlug } from './routes';

// Meta descriptions the server puts into each page's HTML (search results and share previews). Kept
// apart from the titles so the client bundle does not carry them.
export const PAGE_DESCRIPTIONS: Record<TPageKey, string> = {
  root: 'Families recovering from a fire, a flood or a hard time publish the items they need; donors buy one and tell them.',
  landing:
    'Families recovering from a fire, a flood or a hard time publish the items they need; donors buy one and tell them.',
  dashboard: 'Your Kindlist dashboard.',
  admin: 'Kindlist administration.',
  'admin-stats': 'Kindlist statistics for administrators.',
  'admin-blog': 'Write and publish Kindlist blog posts.',
  about: 'Who we are and why Kindlist exists.',
  blog: 'Stories and guidance from the Kindlist community.',
  'blog-post': 'A story from the Kindlist blog.',
  resources: 'Help and guidance for families and donors.',
  faq: 'Answers to common questions about Kindlist.',
  terms: 'The terms for using Kindlist.',
  privacy: 'How Kindlist protects and uses your data.',
  cookies: 'The cookies Kindlist uses and why.',
  'data-deletion': 'How to delete your Kindlist data.',
  contact: 'Get in touch with the Kindlist team.',
  'support-resources': 'Organisations that can help in a crisis.',
  community: 'The people who make Kindlist work.',
  impact: 'What Kindlist donors and families have achieved together.',
  topic: 'Needs lists for one kind of hardship.',
  signup: 'Create a free Kindlist account.',
  login: 'Sign in to Kindlist.',
  'reset-password': 'Reset your Kindlist password.',
  'verify-email': 'Verify your Kindlist email address.',
  browse: 'Search needs lists from families who need help.',
  'my-lists': 'The needs lists you have created.',
  create: 'Publish a list of the items your family needs.',
  'edit-list': 'Edit your needs list.',
  'list-detail': 'A family needs list on Kindlist.',
  products: 'Search everyday essentials to add to a needs list.',
  profile: 'Your Kindlist profile and activity.',
  'profile-edit': 'Edit your Kindlist profile.',
  'profile-privacy': 'Choose what others see about you.',
  'public-profile': 'A member of Kindlist.',
  settings: 'Your Kindlist account settings.',
  'quick-actions': 'The things you do most on Kindlist.',
};

// Each topic page's own description, so a search result says which hardship the page is about.
export const TOPIC_DESCRIPTIONS: Record<TTopicSlug, string> = {
  'fire-disaster-relief':
    'Families recovering from a house fire list the clothes, bedding and everyday things they need; donors buy one item and tell them.',
  'medical-necessity':
    'Families facing an illness, a hospital stay or a disability list the care supplies insurance does not cover; donors buy one item.',
  'emergency-flood-relief':
    'Families hit by a flood list the cleanup supplies, dry clothes and bedding they need to recover; donors buy one item and tell them.',
  'essential-items':
    'Households going through a hard time list the everyday basics they need, from toilet paper to dish soap; donors buy one and tell them.',
  'groceries-food':
    'Families with an empty pantry list the shelf-stable groceries they need, with sizes and diets; donors buy one item and send it to them.',
  'baby-items':
    'Parents in hardship list the diapers, formula, clothes and baby gear they need, in the right size; donors buy one item and tell them.',
  'school-supplies':
    'Families list the backpacks, notebooks and school supplies their children need, grade by grade; donors buy one item and send it.',
  clothing:
    'Families in hardship list the clothes, shoes and coats they need in each person’s size; donors buy one item and send it to them.',
  'community-help':
    'Neighbors and friends make needs lists for someone going through a hard time; donors buy one of the items listed and tell them.',
  'crisis-relief-support':
    'People starting over after a sudden crisis list the basics they need this week, unlisted if they wish; donors buy one item.',
  'personal-care-supplies':
    'Families list the toiletries, period products and hair care they need every day; donors buy one item and send it straight to them.',
};
