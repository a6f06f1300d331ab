import { ClipboardList, PlusCircle, Search, Settings, ShoppingCart, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import { useCurrentUser } from '../features/auth/api/get-current-user';

// Labels deliberately differ from the navbar and account menu, so each link name is unique on the page.
const ACTIONS = [
  { href: '/create', label: 'Start a new list', text: 'Describe what your family needs.', icon: PlusCircle },
  { href: '/my-needs-lists', label: 'Your lists', text: 'Drafts and published lists.', icon: ClipboardList },
  { href: '/browse', label: 'Help a family', text: 'Browse lists from people in need.', icon: Search },
  {
    href: '/products',
    label: 'Product catalog',
    text: 'Everyday essentials to add to a list.',
    icon: ShoppingCart,
  },
  { href: '/profile', label: 'Your profile', text: 'Your gifts and thank-you notes.', icon: UserRound },
  { href: '/settings', label: 'Account preferences', text: 'Email, privacy and your data.', icon: Settings },
] as const;

export default function HomePage() {
  const { user } = useCurrentUser();
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        Welcome{user?.firstName ? `, ${user.firstName}` : ''}
      </h1>
      <p className="mt-3 text-lg text-slate-700">What would you like to do today?</p>
      <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {ACTIONS.map((action) => (
          <li key={action.href}>
            <Link
              href={action.href}
              className="flex h-full items-start gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-teal-600 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
            >
              <action.icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-teal-700" />
              <span>
                <span className="block font-semibold text-slate-900">{action.label}</span>
                <span className="mt-1 block text-slate-700 text-sm">{action.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
