import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as PAGE_PATHS from '#shared/page-paths';
import { RESERVATION_HOURS } from '#shared/pledge-limits';

const linkClass = 'font-semibold text-teal-800 underline underline-offset-2';

function Guide({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5">
      <h3 id={id} className="font-bold text-lg text-slate-900">
        {title}
      </h3>
      <div className="mt-2 grid gap-2 text-slate-800 leading-relaxed">{children}</div>
    </section>
  );
}

export default function ResourcesPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Guides and resources</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Short, practical guides for families asking for help and for people who want to give, and where to
        turn for help Kindlist cannot give.
      </p>

      <aside aria-labelledby="right-now" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4">
        <h2 id="right-now" className="font-bold text-slate-900">
          Help right now
        </h2>
        <ul className="mt-2 grid list-disc gap-1 pl-5 text-slate-800">
          <li>
            Emergency:{' '}
            <a href="tel:911" className={linkClass}>
              911
            </a>
          </li>
          <li>
            Someone to talk to, any time: call or text{' '}
            <a href="tel:988" className={linkClass}>
              988
            </a>
          </li>
          <li>
            Food, shelter and local services:{' '}
            <a href="tel:211" className={linkClass}>
              211
            </a>
          </li>
          <li>
            After a disaster: FEMA,{' '}
            <a href="tel:18006213362" className={linkClass}>
              1-800-621-3362
            </a>
            , and the Red Cross,{' '}
            <a href="tel:18007332767" className={linkClass}>
              1-800-733-2767
            </a>
          </li>
        </ul>
        <p className="mt-2 text-slate-800">
          <Link href={PAGE_PATHS.supportResources} className={linkClass}>
            See every organisation, grouped by need
          </Link>
        </p>
      </aside>

      <section aria-labelledby="for-families" className="mt-10">
        <h2 id="for-families" className="font-bold text-2xl text-slate-900">
          For families
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Guide id="guide-list" title="A needs list that gets fulfilled">
            <ul className="grid list-disc gap-1 pl-5">
              <li>
                Be exact: sizes, ages and how many (“diapers, size 4, 2 packs”, “boy’s winter coat, size 8”).
              </li>
              <li>Put what you need most first and mark it as most needed; donors see those items first.</li>
              <li>Say in a few sentences what happened and who the things are for. Donors give to people.</li>
              <li>
                Everyday things at a fair price are given fastest. Add a store link when you know the one.
              </li>
              <li>
                When a gift arrives, confirm it and say thank you: donors are told, and it builds trust.
              </li>
            </ul>
            <p>
              <Link href={PAGE_PATHS.create} className={linkClass}>
                Start your list
              </Link>{' '}
              or pick items from the{' '}
              <Link href={PAGE_PATHS.products} className={linkClass}>
                product catalog
              </Link>
              .
            </p>
          </Guide>
          <Guide id="guide-safe" title="Keeping your family safe">
            <ul className="grid list-disc gap-1 pl-5">
              <li>
                Never write your street address, phone number or children’s full names in your story or
                photos. Your shipping address is shown only to a donor with an active gift, and you see who
                saw it.
              </li>
              <li>Use a photo of the damage or the room, not of your children’s faces.</li>
              <li>
                Nobody from Kindlist will ask you for money, passwords or codes. A “donor” who asks for those
                is not one: tell us through the contact page.
              </li>
            </ul>
          </Guide>
        </div>
      </section>

      <section aria-labelledby="for-donors" className="mt-10">
        <h2 id="for-donors" className="font-bold text-2xl text-slate-900">
          For donors
        </h2>
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <Guide id="guide-give" title="Giving well">
            <ul className="grid list-disc gap-1 pl-5">
              <li>
                Reserve only what you will buy in the next {RESERVATION_HOURS} hours; cancel if plans change,
                so the item is free for someone else.
              </li>
              <li>Check the size and the quantity still needed before you buy.</li>
              <li>
                Ship to the address shown in your gift, and tell the family you bought it, with the store and
                an order number if you have one.
              </li>
            </ul>
            <p>
              <Link href={PAGE_PATHS.browse} className={linkClass}>
                Find a list to help
              </Link>
            </p>
          </Guide>
          <Guide id="guide-scams" title="Spotting a list that is not genuine">
            <ul className="grid list-disc gap-1 pl-5">
              <li>The family asks for cash, gift cards or payment apps instead of things.</li>
              <li>You are pressed to move the conversation or the gift off Kindlist.</li>
              <li>The story or photo is the same as another list’s (we hold such lists for review).</li>
              <li>Expensive items with no clear link to what happened.</li>
            </ul>
            <p>
              If something feels wrong, use Report this list at the foot of the list. The report goes to our
              moderators, and the family is not told who reported it.
            </p>
          </Guide>
        </div>
      </section>

      <p className="mt-10 text-slate-800">
        More questions?{' '}
        <Link href={PAGE_PATHS.faq} className={linkClass}>
          Read the answers to common questions
        </Link>{' '}
        or{' '}
        <Link href={PAGE_PATHS.contact} className={linkClass}>
          write to us
        </Link>
        .
      </p>
    </div>
  );
}
