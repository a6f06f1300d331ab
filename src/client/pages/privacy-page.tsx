import { PRIVACY_GIFTS_AND_MAIL } from '#client/features/content/legal/privacy-gifts-and-mail';
import { PRIVACY_WHAT_WE_KEEP } from '#client/features/content/legal/privacy-what-we-keep';
import { PRIVACY_YOUR_RIGHTS } from '#client/features/content/legal/privacy-your-rights';
import * as PAGE_PATHS from '#shared/page-paths';
import { LegalPage } from '../components/layout/legal-page';

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      currentPath={PAGE_PATHS.privacy}
      intro={
        <p>
          What Kindlist keeps about you, why, who can see it, how long it stays, and how to get a copy or have
          it deleted. We wrote it from what the site actually does.
        </p>
      }
      sections={[...PRIVACY_WHAT_WE_KEEP, ...PRIVACY_GIFTS_AND_MAIL, ...PRIVACY_YOUR_RIGHTS]}
    />
  );
}
