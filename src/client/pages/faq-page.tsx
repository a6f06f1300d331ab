import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as PAGE_PATHS from '#shared/page-paths';
import {
  ACTIVE_RESERVATIONS_MAX,
  RESERVATION_HOURS,
  RESERVATION_REMINDER_HOURS,
} from '#shared/pledge-limits';

const linkClass = 'font-semibold text-teal-800 underline underline-offset-2';

type TQuestion = { question: string; answer: ReactNode };

// Every answer says what the app does today; the numbers come from the same constants the server uses.
const GROUPS: Array<{ id: string; title: string; questions: TQuestion[] }> = [
  {
    id: 'families',
    title: 'For families',
    questions: [
      {
        question: 'How do I ask for help?',
        answer: (
          <>
            <p>
              <Link href={PAGE_PATHS.create} className={linkClass}>
                Create a needs list
              </Link>
              : start with what you need most, then say in a few sentences what happened and where you are (a
              city and state are enough). Everything is saved as you type, so you can stop and come back.
            </p>
            <p>
              When the list is ready, publish it. Publishing asks you to confirm your email address first, so
              that donors know a real person is behind the list.
            </p>
          </>
        ),
      },
      {
        question: 'How do I fill my list quickly?',
        answer: (
          <p>
            Pick items from the{' '}
            <Link href={PAGE_PATHS.products} className={linkClass}>
              product catalog
            </Link>{' '}
            (diapers by size, school supplies, clothes and more, with typical prices), type them in, or paste
            a link to a product page from any store: Kindlist reads its name and price for you to check.
          </p>
        ),
      },
      {
        question: 'Who can see my list?',
        answer: (
          <>
            <p>You choose, and you can change it at any time:</p>
            <ul className="list-disc pl-5">
              <li>Public: anyone can find it in search and on the topic pages.</li>
              <li>Unlisted: only people you give the link to can open it; it is not in search.</li>
              <li>Private: only you. Any reservations on it end when you make it private.</li>
            </ul>
          </>
        ),
      },
      {
        question: 'Who sees my shipping address?',
        answer: (
          <p>
            Nobody browsing your list. Only a donor who has reserved or bought one of your items can see it,
            and only by asking for it on purpose. Each time someone does, it is recorded, and you see when
            under “Who saw your address” on your list, with the donor’s name unless they gave anonymously
            (then “An anonymous donor”). Kindlist always knows who it was: if something worries you, tell us
            through the contact page. Your postal code is never shown to anyone else.
          </p>
        ),
      },
      {
        question: 'How do I know a gift is coming, and what do I do when it arrives?',
        answer: (
          <p>
            When a donor says they bought something, you get a notification and the gift shows under “Gifts
            for your list”. When it arrives, press Confirm received, and you can send a thank-you note through
            Kindlist. If it has not come, press Not received yet: the donor is told.
          </p>
        ),
      },
      {
        question: 'Why is my list “held for a quick look”?',
        answer: (
          <p>
            When a new list’s story or photo is very close to another family’s list, our moderators look at it
            before it shows in search, because copying other lists is a common scam. Your list can still be
            opened by its link meanwhile. If this happened by mistake, you do not need to do anything.
          </p>
        ),
      },
    ],
  },
  {
    id: 'donors',
    title: 'For donors',
    questions: [
      {
        question: 'Do I pay through Kindlist?',
        answer: (
          <p>
            No. Kindlist never handles money. You reserve an item, buy it at a store you choose (the family
            may have added a link, and we show searches at Amazon, Walmart and Target), and have it sent to
            the family. Then you tell the family on Kindlist that you bought it.
          </p>
        ),
      },
      {
        question: 'How long does a reservation last?',
        answer: (
          <p>
            {RESERVATION_HOURS} hours. We remind you {RESERVATION_REMINDER_HOURS} hours before it ends; if you
            have not bought the item by then, it is free again for someone else. You can cancel a reservation
            at any time, and you can hold up to {ACTIVE_RESERVATIONS_MAX} at once.
          </p>
        ),
      },
      {
        question: 'Can two donors buy the same thing?',
        answer: (
          <p>
            No. A reservation holds the quantity you chose, and the list never lets more be reserved than the
            family asked for, even when many people press Reserve at the same moment.
          </p>
        ),
      },
      {
        question: 'Can I give without the family knowing my name?',
        answer: (
          <p>
            Yes. When you say you bought an item, choose to stay anonymous: the family and everyone else see
            “An anonymous donor” instead of your name.
          </p>
        ),
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety and trust',
    questions: [
      {
        question: 'How do you keep families safe?',
        answer: (
          <ul className="list-disc pl-5">
            <li>The address is never public and every view of it is recorded and shown to the family.</li>
            <li>Photos are re-saved without their hidden location data.</li>
            <li>Lists that copy another list’s story or photo are held for our moderators.</li>
            <li>Anyone signed in can report a list to our moderators.</li>
          </ul>
        ),
      },
      {
        question: 'Something about a list seems wrong. What do I do?',
        answer: (
          <p>
            Open the list and press Report this list at its foot (you need to be signed in). Choose what is
            wrong; our moderators are told, and the family is not told who reported it. For anything else,{' '}
            <Link href={PAGE_PATHS.contact} className={linkClass}>
              write to us
            </Link>
            .
          </p>
        ),
      },
      {
        question: 'How do I delete my account?',
        answer: (
          <p>
            In{' '}
            <Link href={PAGE_PATHS.settings} className={linkClass}>
              Settings
            </Link>
            . You can also download a copy of your data there first. The{' '}
            <Link href={PAGE_PATHS.privacy} className={linkClass}>
              privacy policy
            </Link>{' '}
            says exactly what deletion removes.
          </p>
        ),
      },
    ],
  },
];

export default function FaqPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        Frequently asked questions
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        How needs lists, reservations, addresses and gifts work, for families and for donors.
      </p>
      <nav aria-label="Questions by topic" className="mt-6 flex flex-wrap gap-3">
        {GROUPS.map((group) => (
          <a key={group.id} href={`#${group.id}`} className={linkClass}>
            {group.title}
          </a>
        ))}
      </nav>
      {GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={group.id} className="mt-10">
          <h2 id={group.id} className="scroll-mt-20 font-bold text-2xl text-slate-900">
            {group.title}
          </h2>
          <div className="mt-4 grid gap-3">
            {group.questions.map((item) => (
              <details key={item.question} className="group rounded-xl border border-slate-200 bg-white">
                <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-4 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-700 [&::-webkit-details-marker]:hidden">
                  <h3>{item.question}</h3>
                  <ChevronDown aria-hidden="true" className="size-5 shrink-0 group-open:rotate-180" />
                </summary>
                <div className="grid gap-3 border-slate-200 border-t px-4 py-3 text-slate-800 leading-relaxed">
                  {item.answer}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
