import { Languages } from 'lucide-react';
import { useState } from 'react';
import { createTranslator, LOCALE } from '#client/lib/i18n';
import { keepPlaceAcrossLanguage, readScreenPlace } from '#client/lib/kept-place';
import { removeLanguageParam } from '#client/lib/language-param';
import { readApiErrorMessage } from '#client/lib/request';
import catalog from '#client-catalog/language.json';
import { LANGUAGE_NAMES, LOCALES, type TLocale } from '#shared/i18n/locales';
import { chooseLanguage } from '../api/choose-language';

const t = createTranslator(catalog);

/** This page's address without `?lang=`, which would otherwise choose over the new choice. */
function readAddressWithoutLanguage(): string {
  const search = removeLanguageParam(window.location.search);
  return `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`;
}

/**
 * English · Español: each language named in itself, the current one pressed. A choice is kept and
 * the page loads again in it (each language is its own build of the app), scrolled to where it was
 * with the focus on this control. `place` tells this control from another on the same page (the
 * footer's and the settings page's).
 */
export function LanguageControl({ place }: { place: 'footer' | 'settings' }) {
  const [pending, setPending] = useState<TLocale | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onChoose = async (language: TLocale, button: HTMLButtonElement) => {
    if (language === LOCALE || pending) return;
    // Read before the control shows that it is saving (its row may grow).
    const screenPlace = readScreenPlace(button);
    setPending(language);
    setError(null);
    try {
      await chooseLanguage(language);
      const address = readAddressWithoutLanguage();
      keepPlaceAcrossLanguage(place, address, screenPlace);
      window.location.assign(address);
    } catch (caught) {
      setPending(null);
      setError(t('language.failed', { reason: readApiErrorMessage(caught) }));
    }
  };
  return (
    <div data-language-place={place} className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <fieldset className="flex items-center gap-1">
        {/* A floated legend sits in the row like any other item. */}
        <legend className="float-left mr-1 flex items-center gap-1 text-slate-700 text-xs">
          <Languages aria-hidden="true" className="size-4 text-slate-600" />
          {t('language.label')}
        </legend>
        {LOCALES.map((language) => (
          <button
            key={language}
            type="button"
            lang={language}
            aria-pressed={language === LOCALE}
            disabled={pending !== null}
            onClick={(event) => void onChoose(language, event.currentTarget)}
            className="inline-flex min-h-8 min-w-11 items-center justify-center rounded-md px-2 text-slate-800 text-sm hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 disabled:opacity-60 aria-pressed:bg-teal-100 aria-pressed:font-semibold aria-pressed:text-teal-950 pointer-coarse:min-h-11"
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </fieldset>
      <p role="status" className="text-slate-700 text-xs">
        {pending ? t('language.saving') : error}
      </p>
    </div>
  );
}
