import type { LucideIcon } from 'lucide-react';
import { Flag, HandHeart, Megaphone, MessageCircle, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as PAGE_PATHS from '#shared/page-paths';

const linkClass = 'font-semibold text-teal-800 underline underline-offset-2';

const WAYS: Array<{ id: string; icon: LucideIcon; title: string; body: ReactNode }> = [
  {
    id: 'give',
    icon: HandHeart,
    title: 'Send one thing',
    body: (
      <p>
        The most useful help is the simplest: pick one item a family still needs and send it.{' '}
        <Link href={PAGE_PATHS.browse} className={linkClass}>
          Find a list near you or in a topic you care about
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'share',
    icon: Share2,
    title: 'Share a list',
    body: (
      <p>
        Every public list has a share button. A family’s list is fulfilled fastest by the people around them:
        their neighbours, a parents’ group, a congregation, colleagues.
      </p>
    ),
  },
  {
    id: 'tell',
    icon: Megaphone,
    title: 'Tell the people who help families',
    body: (
      <p>
        Shelters, schools, social workers and local relief groups meet families who need things now. Point
        them to{' '}
        <Link href={PAGE_PATHS.create} className={linkClass}>
          the page where a list begins
        </Link>{' '}
        and to our{' '}
        <Link href={PAGE_PATHS.resources} className={linkClass}>
          guides
        </Link>
        .
      </p>
    ),
  },
  {
    id: 'watch',
    icon: Flag,
    title: 'Keep it honest',
    body: (
      <p>
        If a list looks copied or asks for cash instead of things, use Report this list at its foot. Our{' '}
        <Link href={PAGE_PATHS.resources} className={linkClass}>
          guide to spotting a list that is not genuine
        </Link>{' '}
        says what to look for.
      </p>
    ),
  },
  {
    id: 'ideas',
    icon: MessageCircle,
    title: 'Tell us what would help',
    body: (
      <p>
        Kindlist is young and shaped by the people who use it.{' '}
        <Link href={PAGE_PATHS.contact} className={linkClass}>
          Write to us
        </Link>{' '}
        with what worked, what did not, and what is missing.
      </p>
    ),
  },
];

export default function CommunityPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Community</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Kindlist works because neighbours, strangers and local groups step in for a family at the moment it
        needs it. Here is how you can be part of that, in a few minutes or more.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {WAYS.map((way) => {
          const Icon = way.icon;
          return (
            <li key={way.id}>
              <section
                aria-labelledby={`way-${way.id}`}
                className="h-full rounded-xl border border-slate-200 bg-white p-5"
              >
                <Icon aria-hidden="true" className="size-6 text-teal-700" />
                <h2 id={`way-${way.id}`} className="mt-2 font-bold text-lg text-slate-900">
                  {way.title}
                </h2>
                <div className="mt-1 text-slate-800 leading-relaxed">{way.body}</div>
              </section>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
