import {
  Apple,
  Baby,
  BookOpen,
  Flame,
  HandHeart,
  HeartPulse,
  LifeBuoy,
  type LucideIcon,
  Package,
  Shirt,
  Sparkles,
  Waves,
} from 'lucide-react';
import type { TTopicSlug } from '#shared/routes';

// Each of the 11 topics' drawing and soft colour, made by the app: a product is always shown with its
// category's (no store's photo is loaded: lighter pages, no licence question), and a list without a
// photo with its topic's.
export const CATEGORY_ICONS: Record<TTopicSlug, LucideIcon> = {
  'fire-disaster-relief': Flame,
  'medical-necessity': HeartPulse,
  'emergency-flood-relief': Waves,
  'essential-items': Package,
  'groceries-food': Apple,
  'baby-items': Baby,
  'school-supplies': BookOpen,
  clothing: Shirt,
  'community-help': HandHeart,
  'crisis-relief-support': LifeBuoy,
  'personal-care-supplies': Sparkles,
};

// Soft colours per category, so a page of results is easy to scan.
export const CATEGORY_TINTS: Record<TTopicSlug, string> = {
  'fire-disaster-relief': 'bg-orange-50 text-orange-800',
  'medical-necessity': 'bg-rose-50 text-rose-800',
  'emergency-flood-relief': 'bg-sky-50 text-sky-800',
  'essential-items': 'bg-stone-100 text-stone-800',
  'groceries-food': 'bg-lime-50 text-lime-800',
  'baby-items': 'bg-pink-50 text-pink-800',
  'school-supplies': 'bg-amber-50 text-amber-800',
  clothing: 'bg-indigo-50 text-indigo-800',
  'community-help': 'bg-teal-50 text-teal-800',
  'crisis-relief-support': 'bg-violet-50 text-violet-800',
  'personal-care-supplies': 'bg-cyan-50 text-cyan-800',
};
