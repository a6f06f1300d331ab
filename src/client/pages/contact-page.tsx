import { Link } from 'wouter';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { ContactForm } from '#client/features/content/components/contact-form';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/contact.json';
import * as PAGE_PATHS from '#shared/page-paths';

const t = createTranslator(catalog);

export default function ContactPage() {
  const { user, isLoading } = useCurrentUser();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">{t('contact.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('contact.intro')}</p>
      <section
        aria-labelledby="before-writing"
        className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4"
      >
        <h2 id="before-writing" className="font-bold text-slate-900">
          {t('contact.rightNow.title')}
        </h2>
        <ul className="mt-2 grid list-disc gap-1 pl-5 text-slate-800">
          <li>
            <RichText t={t} id="contact.rightNow.emergency" components={{ 0: <strong /> }} />
          </li>
          <li>
            <RichText t={t} id="contact.rightNow.talk" components={{ 0: <strong /> }} />
          </li>
          <li>
            <RichText t={t} id="contact.rightNow.services" components={{ 0: <strong /> }} />
          </li>
        </ul>
        <p className="mt-2 text-slate-800">
          <RichText
            t={t}
            id="contact.reportNote"
            components={{
              0: <strong />,
              1: (
                <Link
                  href={PAGE_PATHS.faq}
                  className="font-semibold text-teal-800 underline underline-offset-2"
                />
              ),
            }}
          />
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
