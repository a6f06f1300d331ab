import { COOKIES_SET } from '#client/features/content/legal/cookies-set';
import { COOKIES_STORAGE_AND_CHOICES } from '#client/features/content/legal/cookies-storage-and-choices';
import * as PAGE_PATHS from '#shared/page-paths';
import { LegalPage } from '../components/layout/legal-page';

export default function CookiesPage() {
  return (
    <LegalPage
      title="Cookies policy"
      currentPath={PAGE_PATHS.cookies}
      intro={
        <p>
          Cookies are small pieces of text a website asks your browser to keep. Kindlist uses as few as it
          can: one keeps you signed in, one keeps strangers who guess your password from locking this browser
          out, and two short-lived ones help you sign up or sign in safely. None is for advertising.
        </p>
      }
      sections={[...COOKIES_SET, ...COOKIES_STORAGE_AND_CHOICES]}
    />
  );
}
