import type { ReactNode } from 'react';
import { Link } from 'wouter';
import * as PAGE_PATHS from '#shared/page-paths';
import { ACTIVE_RESERVATIONS_MAX, RESERVATION_HOURS } from '#shared/pledge-limits';

const linkClass = 'font-semibold text-teal-800 underline underline-offset-2';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="font-bold text-2xl text-slate-900">
        {title}
      </h2>
      <div className="mt-3 grid gap-3 text-slate-800 leading-relaxed">{children}</div>
    </section>
  );
}

export default function AboutPage() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">About Kindlist</h1>
      <p className="mt-3 text-lg text-slate-700">
        Kindlist lets a family that has lost everyday things to a fire, a flood or a hard time ask for exactly
        what it needs, and lets anyone who wants to help send those things straight to them.
      </p>

      <Section id="why" title="Why we built it">
        <p>
          After a disaster, people want to help, and families need very particular things: diapers in the
          right size, a school backpack, a coat for a seven-year-old, a kettle. Cash appeals and piles of
          donated clothes rarely match. A needs list does: the family says what it needs, a donor buys one
          thing, and nobody buys it twice.
        </p>
      </Section>

      <Section id="how-families" title="How it works for families">
        <ol className="grid list-decimal gap-2 pl-5">
          <li>
            <Link href={PAGE_PATHS.create} className={linkClass}>
              Write a needs list
            </Link>
            : what you need, how many, and a few sentences about what happened. It saves as you type, so a
            phone in a shelter is enough.
          </li>
          <li>Publish it once your email is confirmed, and share its link with the people around you.</li>
          <li>You are told when someone reserves or buys an item. Confirm what arrives and say thank you.</li>
        </ol>
      </Section>

      <Section id="how-donors" title="How it works for donors">
        <ol className="grid list-decimal gap-2 pl-5">
          <li>
            <Link href={PAGE_PATHS.browse} className={linkClass}>
              Find a list
            </Link>{' '}
            by place, topic or need.
          </li>
          <li>
            Reserve an item: it is held for you for {RESERVATION_HOURS} hours, so nobody else buys it
            meanwhile (up to {ACTIVE_RESERVATIONS_MAX} items at once).
          </li>
          <li>Buy it at any store, have it sent to the address shown with your gift, and tell the family.</li>
        </ol>
        <p>Kindlist never handles money: you pay the store, and the gift goes to the family.</p>
      </Section>

      <Section id="safety" title="How we keep families safe">
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            The shipping address is encrypted and never shown on the list. Only a donor with an active gift
            can see it, by asking for it, and the family sees who did and when.
          </li>
          <li>Lists show a city and state, never a street or a postal code.</li>
          <li>Photos are re-saved without their hidden location data before anyone sees them.</li>
          <li>
            A new list whose story or photo is very close to another family’s stays out of search until our
            moderators have looked at it: copying real families’ lists is a common scam.
          </li>
          <li>
            Anyone signed in can report a list. The family is not told who reported it. Store links carry no
            tracking or affiliate codes.
          </li>
        </ul>
        <p>
          The{' '}
          <Link href={PAGE_PATHS.privacy} className={linkClass}>
            privacy policy
          </Link>{' '}
          says exactly what we keep and why.
        </p>
      </Section>

      <Section id="talk" title="Talk to us">
        <p>
          We are a small team and read everything.{' '}
          <Link href={PAGE_PATHS.contact} className={linkClass}>
            Write to us
          </Link>{' '}
          with a question, a worry or an idea.
        </p>
      </Section>
    </div>
  );
}
