import type { TPublicProfile } from '#shared/schemas/profile';
import { LargeAvatar, PlaceAndMemberSince } from './profile-summary';

export function PublicProfileView({ profile }: { profile: TPublicProfile }) {
  return (
    <article className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <LargeAvatar src={profile.profileImageUrl} alt={profile.displayName} initial={profile.displayName} />
      <div className="min-w-0">
        <h1 className="wrap-anywhere font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
          {profile.displayName}
        </h1>
        <PlaceAndMemberSince city={profile.city} region={profile.region} since={profile.memberSince} />
        {profile.bio ? (
          <p className="mt-5 max-w-2xl whitespace-pre-line wrap-anywhere text-lg text-slate-800 leading-relaxed">
            {profile.bio}
          </p>
        ) : null}
      </div>
    </article>
  );
}
