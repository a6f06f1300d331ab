import { Link } from 'wouter';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { ContactForm } from '#client/features/content/components/contact-form';
import * as PAGE_PATHS from '#shared/page-paths';

export default function ContactPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Contact us</h1>
      <p className="mt-3 text-lg text-slate-700">
        A question about your list or a gift, something that worries you, or an idea: write to the small team
        behind Kindlist. A person reads every message and answers as soon as they can.
      </p>
      <section
        aria-labelledby="before-writing"
        className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4"
      >
        <h2 id="before-writing" className="font-bold text-slate-900">
          If you need help right now
        </h2>
        <ul className="mt-2 grid list-disc gap-1 pl-5 text-slate-800">
          <li>
            In an emergency, call <strong>911</strong>.
          </li>
          <li>
            To talk to someone about how you feel, call or text <strong>988</strong> (the Suicide and Crisis
            Lifeline), any time.
          </li>
          <li>
            For food, shelter and local services, call <strong>211</strong>.
          </li>
        </ul>
        <p className="mt-2 text-slate-800">
          To tell us about a list that looks wrong, use <strong>Report this list</strong> at the foot of the
          list: it reaches our moderators with the list attached.{' '}
          <Link href={PAGE_PATHS.faq} className="font-semibold text-teal-800 underline underline-offset-2">
            Read the questions people often ask
          </Link>
          .
        </p>
      </section>
      {/* Signed-in senders find their name and address filled in (they can change both). */}
      {isLoading ? null : (
        <ContactForm
          defaults={{
            name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
            email: user?.email ?? '',
          }}
        />
      )}
    </div>
  );
}
