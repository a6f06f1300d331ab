import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SupportDirectory } from '#client/features/content/components/support-directory';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/support-resources.json';
import * as PAGE_PATHS from '#shared/page-paths';

const t = createTranslator(catalog);
const linkClass = 'font-semibold text-teal-800 underline underline-offset-2';

/** A number to call, inside a message (the message gives the text). */
function PhoneLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} className={linkClass}>
      {children}
    </a>
  );
}

export default function SupportResourcesPage() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {t('support-resources.title')}
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        <RichText t={t} id="support-resources.intro" components={{ 0: <PhoneLink href="tel:911" /> }} />
      </p>
      <p className="mt-3 max-w-3xl text-slate-700">
        <RichText
          t={t}
          id="support-resources.notPartOf"
          components={{ 0: <Link href={PAGE_PATHS.create} className={linkClass} /> }}
        />
      </p>
      <div className="mt-10">
        <SupportDirectory />
      </div>
    </div>
  );
}
