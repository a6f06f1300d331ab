import { SUPPORT_GROUPS } from '../utils/support-organisations';

/** The directory of organisations, grouped by what a person needs; every way to reach them is a link. */
export function SupportDirectory({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const GroupHeading = headingLevel === 2 ? 'h2' : 'h3';
  const OrganisationHeading = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div className="grid gap-10">
      {SUPPORT_GROUPS.map((group) => (
        <section key={group.id} aria-labelledby={group.id}>
          <GroupHeading id={group.id} className="scroll-mt-20 font-bold text-slate-900 text-xl">
            {group.title}
          </GroupHeading>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {group.organisations.map((organisation) => (
              <li key={organisation.name} className="rounded-xl border border-slate-200 bg-white p-4">
                <OrganisationHeading className="font-semibold text-slate-900">
                  {organisation.name}
                </OrganisationHeading>
                <p className="mt-1 text-slate-700">{organisation.help}</p>
                <ul className="mt-3 grid gap-1">
                  {organisation.ways.map((way) => {
                    const isWeb = way.href.startsWith('http');
                    return (
                      <li key={`${way.label}-${way.href}`} className="text-slate-800">
                        <span className="font-semibold">{way.label}: </span>
                        <a
                          href={way.href}
                          className="wrap-anywhere font-semibold text-teal-800 underline underline-offset-2"
                          {...(isWeb ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                        >
                          {way.text}
                          {isWeb ? <span className="sr-only"> (opens a new tab)</span> : null}
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
