import {
  GoogleAnalyticsStatus,
  LEGAL_LIST_CLASS,
  type TLegalSection,
} from '#client/components/layout/legal-page';
import { createTranslator } from '#client/lib/i18n';
import { RichText } from '#client/lib/rich-text';
import catalog from '#client-catalog/cookies.json';
import { LANGUAGE_COOKIE } from '#shared/i18n/locales';
import * as PAGE_PATHS from '#shared/page-paths';
import { UNCONFIRMED_HOLD_MINUTES } from '#shared/pledge-limits';
import { Name, SocialSignInStatus, StorageEntry } from './cookie-parts';
import { legalLink } from './legal-link';

const t = createTranslator(catalog);

// Names and lifetimes as the code sets them: the session cookie (better-auth, src/server/auth/auth.ts),
// the sign-up cookie (src/server/auth/verification-link.ts), the known-browser cookie
// (src/server/auth/known-browser.ts), the device cookie of short holds
// (src/server/routes/pledges/hold-origin.ts), better-auth's social sign-in state cookie, the language
// cookie (src/server/routes/spa.ts, accounts/language-routes.ts), and the browser storage keys of
// src/client. Change the page, and its date, when they change.

/** A cookie's name, and on a secure (https) site the name it has there. */
function SecureNames({ name }: { name: string }) {
  return (
    <RichText
      t={t}
      id="cookies.names.secure"
      values={{ name: <Name>{name}</Name>, secureName: <Name>{`__Secure-${name}`}</Name> }}
      components={{}}
    />
  );
}

/** The cookies policy's first half: the cookies Kindlist sets, and Google Analytics' when it is on. */
export function readCookiesSet(): readonly TLegalSection[] {
  return [
    {
      id: 'kindlist-cookies',
      title: t('cookies.set.title'),
      content: (
        <>
          <p>{t('cookies.set.intro')}</p>
          <StorageEntry
            title={t('cookies.session.title')}
            names={<SecureNames name="kindlist.session_token" />}
            purpose={t('cookies.session.purpose')}
            whenSet={t('cookies.session.whenSet')}
            lifetime={t('cookies.session.lifetime')}
          />
          <StorageEntry
            title={t('cookies.signup.title')}
            names={<Name>kindlist.signup</Name>}
            purpose={t('cookies.signup.purpose')}
            whenSet={t('cookies.signup.whenSet')}
            lifetime={t('cookies.signup.lifetime')}
          />
          <StorageEntry
            title={t('cookies.known.title')}
            names={<Name>kindlist.known</Name>}
            purpose={t('cookies.known.purpose')}
            whenSet={t('cookies.known.whenSet')}
            lifetime={t('cookies.known.lifetime')}
          />
          <StorageEntry
            title={t('cookies.device.title')}
            names={<Name>kindlist.device</Name>}
            purpose={t('cookies.device.purpose', { minutes: UNCONFIRMED_HOLD_MINUTES })}
            whenSet={t('cookies.device.whenSet')}
            lifetime={t('cookies.device.lifetime')}
          />
          <StorageEntry
            title={t('cookies.state.title')}
            names={<SecureNames name="kindlist.state" />}
            purpose={t('cookies.state.purpose')}
            whenSet={
              <>
                {t('cookies.state.whenSet')} <SocialSignInStatus />
              </>
            }
            lifetime={t('cookies.state.lifetime')}
          />
          <p>{t('cookies.language.intro')}</p>
          <StorageEntry
            title={t('cookies.language.title')}
            names={<Name>{LANGUAGE_COOKIE}</Name>}
            purpose={t('cookies.language.purpose')}
            whenSet={t('cookies.language.whenSet')}
            lifetime={t('cookies.language.lifetime')}
          />
        </>
      ),
    },
    {
      id: 'google-analytics',
      title: t('cookies.ga.title'),
      content: (
        <>
          <GoogleAnalyticsStatus whenOn={t('cookies.ga.on')} whenOff={t('cookies.ga.off')} />
          <p>{t('cookies.ga.intro')}</p>
          <ul className={LEGAL_LIST_CLASS}>
            <li>
              <RichText t={t} id="cookies.ga.browser" values={{ name: <Name>_ga</Name> }} components={{}} />
            </li>
            <li>
              <RichText t={t} id="cookies.ga.visit" values={{ name: <Name>_ga_</Name> }} components={{}} />
            </li>
          </ul>
          <p>
            <RichText t={t} id="cookies.ga.lifetime" components={{ 0: legalLink(PAGE_PATHS.privacy) }} />
          </p>
        </>
      ),
    },
  ];
}
