import { Link } from 'wouter';
import { RequireSignIn } from '#client/features/auth/components/require-sign-in';
import { useOwnProfile } from '#client/features/profile/api/get-own-profile';
import { ProfileForm } from '#client/features/profile/components/profile-form';
import { ProfilePhotoEditor } from '#client/features/profile/components/profile-photo-editor';
import { tTitles } from '#client/lib/titles-messages';
import catalog from '#client-catalog/profile.json';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { createTranslator } from '../lib/i18n';
import { readApiErrorMessage } from '../lib/request';
import { RichText } from '../lib/rich-text';
import { tRoutes } from '../lib/routes-messages';

const t = createTranslator(catalog);

function ProfileEditor() {
  const profile = useOwnProfile();
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <FormAlert>{readApiErrorMessage(profile.error)}</FormAlert>;
  return (
    <>
      <section aria-labelledby="profile-photo" className="border-slate-200 border-t py-8">
        <h2 id="profile-photo" className="font-bold text-slate-900 text-xl">
          {t('profile.edit.photo')}
        </h2>
        <div className="mt-5">
          <ProfilePhotoEditor profile={profile.data} />
        </div>
      </section>
      <section aria-labelledby="profile-details" className="border-slate-200 border-t py-8">
        <h2 id="profile-details" className="font-bold text-slate-900 text-xl">
          {t('profile.edit.details')}
        </h2>
        <div className="mt-5">
          <ProfileForm profile={profile.data} />
        </div>
      </section>
      <p className="border-slate-200 border-t pt-6 text-slate-700">
        <RichText
          t={t}
          id="profile.edit.seePublic"
          components={{
            0: (
              <Link
                href={pagePaths.publicProfile(profile.data.id)}
                className="font-semibold text-teal-800 underline underline-offset-2"
              />
            ),
            1: (
              <Link
                href={PAGE_PATHS.profilePrivacy}
                className="font-semibold text-teal-800 underline underline-offset-2"
              />
            ),
          }}
        />
      </p>
    </>
  );
}

export default function ProfileEditPage() {
  return (
    <RequireSignIn title={tTitles('titles.profile-edit')} reason={t('profile.edit.signIn')}>
      {() => (
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            {t('profile.editProfile')}
          </h1>
          <p className="mt-3 text-lg text-slate-700">{t('profile.edit.intro')}</p>
          <div className="mt-8">
            <ProfileEditor />
          </div>
        </div>
      )}
    </RequireSignIn>
  );
}
