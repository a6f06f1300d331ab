import { Link } from 'wouter';
import { RequireSignIn } from '#client/features/auth/components/require-sign-in';
import { useOwnProfile } from '#client/features/profile/api/get-own-profile';
import { ProfileForm } from '#client/features/profile/components/profile-form';
import { ProfilePhotoEditor } from '#client/features/profile/components/profile-photo-editor';
import * as pagePaths from '#shared/page-path-builders';
import * as PAGE_PATHS from '#shared/page-paths';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { readApiErrorMessage } from '../lib/request';

function ProfileEditor() {
  const profile = useOwnProfile();
  if (profile.isPending) return <Spinner />;
  if (profile.isError) return <FormAlert>{readApiErrorMessage(profile.error)}</FormAlert>;
  return (
    <>
      <section aria-labelledby="profile-photo" className="border-slate-200 border-t py-8">
        <h2 id="profile-photo" className="font-bold text-slate-900 text-xl">
          Photo
        </h2>
        <div className="mt-5">
          <ProfilePhotoEditor profile={profile.data} />
        </div>
      </section>
      <section aria-labelledby="profile-details" className="border-slate-200 border-t py-8">
        <h2 id="profile-details" className="font-bold text-slate-900 text-xl">
          Your details
        </h2>
        <div className="mt-5">
          <ProfileForm profile={profile.data} />
        </div>
      </section>
      <p className="border-slate-200 border-t pt-6 text-slate-700">
        <Link
          href={pagePaths.publicProfile(profile.data.id)}
          className="font-semibold text-teal-800 underline underline-offset-2"
        >
          See your public profile
        </Link>{' '}
        as others see it, or choose what it shows in your{' '}
        <Link
          href={PAGE_PATHS.profilePrivacy}
          className="font-semibold text-teal-800 underline underline-offset-2"
        >
          privacy settings
        </Link>
        .
      </p>
    </>
  );
}

export default function ProfileEditPage() {
  return (
    <RequireSignIn title="Edit profile" reason="Sign in to edit your profile.">
      {() => (
        <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
          <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">Edit profile</h1>
          <p className="mt-3 text-lg text-slate-700">
            Your name, photo and a few words about you. Your email address is never shown to others.
          </p>
          <div className="mt-8">
            <ProfileEditor />
          </div>
        </div>
      )}
    </RequireSignIn>
  );
}
