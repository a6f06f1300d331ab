import { Link } from 'wouter';
import { useCurrentUser } from '#client/features/auth/api/get-current-user';
import { ProfileLists } from '#client/features/needs-lists/components/profile-lists';
import { usePublicProfile } from '#client/features/profile/api/get-public-profile';
import { PublicProfileView } from '#client/features/profile/components/public-profile-view';
import catalog from '#client-catalog/profile.json';
import * as PAGE_PATHS from '#shared/page-paths';
import { FormAlert } from '../components/ui/form-alert';
import { Spinner } from '../components/ui/spinner';
import { createTranslator } from '../lib/i18n';
import type { TPageProps } from '../lib/page-props';
import { getErrorStatus, readApiErrorMessage } from '../lib/request';
import { RichText } from '../lib/rich-text';

const t = createTranslator(catalog);
const LINK_CLASS = 'font-semibold text-teal-800 underline underline-offset-2';

export default function PublicProfilePage({ params }: TPageProps) {
  const userId = params.id ?? '';
  const profile = usePublicProfile(userId);
  const { user } = useCurrentUser();
  const isOwn = user?.id === userId;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      {isOwn ? (
        <p className="mb-8 rounded-lg border border-teal-200 bg-teal-50 p-4 text-slate-900">
          <RichText
            t={t}
            id="profile.public.own"
            components={{
              0: <Link href={PAGE_PATHS.profileEdit} className={LINK_CLASS} />,
              1: <Link href={PAGE_PATHS.profilePrivacy} className={LINK_CLASS} />,
            }}
          />
        </p>
      ) : null}
      {profile.isPending ? <Spinner /> : null}
      {profile.isError ? (
        getErrorStatus(profile.error) === 404 || getErrorStatus(profile.error) === 400 ? (
          <section>
            <h1 className="font-bold text-3xl text-slate-900 tracking-tight">
              {t('profile.public.notFound')}
            </h1>
            <p className="mt-4 text-lg text-slate-700">
              <RichText
                t={t}
                id="profile.public.notFoundText"
                components={{ 0: <Link href={PAGE_PATHS.browse} className={LINK_CLASS} /> }}
              />
            </p>
          </section>
        ) : (
          <FormAlert>{readApiErrorMessage(profile.error)}</FormAlert>
        )
      ) : null}
      {profile.data ? (
        <>
          <PublicProfileView profile={profile.data} />
          <ProfileLists userId={userId} displayName={profile.data.displayName} />
        </>
      ) : null}
    </div>
  );
}
