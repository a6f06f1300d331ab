import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/support-resources.json';
import { SUPPORT_GROUPS } from '../utils/support-organisations';

const t = createTranslator(catalog);

/** The directory of organisations, grouped by what a person needs; every way to reach them is a link. */
export function SupportDirectory({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const GroupHeading = headingLevel === 2 ? 'h2' : 'h3';
  const OrganisationHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div className="grid gap-10">
      {SUPPORT_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <GroupHeading id={group.id} className="scroll-mt-20 font-bold text-slate-900 text-xl">
            {t(group.titleKey)}
          </GroupHeading>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {group.organisations.map((organisation) => (
              <li key={organisation.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <OrganisationHeading className="font-semibold text-slate-900">
                  {t(organisation.nameKey)}
                </OrganisationHeading>
                <p className="mt-1 text-slate-700">{t(organisation.helpKey)}</p>
                <ul className="mt-3 grid gap-1">
                  {organisation.ways.map((way) => {
                    const isWeb = way.href.startsWith('http');
                    return (
                      <li key={`${way.labelKey}-${way.href}`} className="text-slate-800">
                        <span className="font-semibold">{t(way.labelKey)}: </span>
                        <a
                          href={way.href}
                          className="wrap-anywhere font-semibold text-teal-800 underline underline-offset-2"
                          {...(isWeb ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                        >
                          {typeof way.text === 'string' ? way.text : t(way.text.textKey)}
                          {isWeb ? (
                            <span className="sr-only"> {t('support-resources.opensNewTab')}</span>
                          ) : null}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
