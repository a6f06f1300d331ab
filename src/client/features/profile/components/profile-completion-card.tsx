import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'wouter';
import { createTranslator } from '#client/lib/i18n';
import catalog from '#client-catalog/profile.json';
import type { TOwnProfile } from '#shared/schemas/profile';
import { getProfileCompletion } from '../utils/get-profile-completion';

const t = createTranslator(catalog);

export function ProfileCompletionCard({ profile }: { profile: TOwnProfile }) {
  const { steps, doneCount, percent } = getProfileCompletion(profile);
  return (
    <section
      aria-labelledby="profile-completion"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="profile-completion" className="font-bold text-lg text-slate-900">
          {t('profile.completion.title')}
        </h2>
        <span className="text-slate-700 text-sm">
          {t('profile.completion.count', { done: doneCount, total: steps.length })}
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('profile.completion.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-teal-700" style={{ width: `${percent}%` }} />
      </div>
      {percent === 100 ? (
        <p className="mt-4 text-slate-800">{t('profile.completion.complete')}</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {steps.map((step) => (
            <li key={step.key} className="flex items-center gap-2">
              {step.isDone ? (
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-teal-700" />
              ) : (
                <Circle aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
              )}
              {step.isDone ? (
                <span className="text-slate-700">
                  {step.label} <span className="sr-only">{t('profile.completion.done')}</span>
                </span>
              ) : (
                <Link
                  href={step.href}
                  className="inline-flex min-h-6 items-center font-semibold text-teal-800 underline underline-offset-2 pointer-coarse:min-h-11"
                >
                  {step.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
