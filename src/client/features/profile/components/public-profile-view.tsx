import { MapPin } from 'lucide-react';
import type { TPublicProfile } from '../../../../shared/schemas/profile';

const MEMBER_SINCE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

export function formatPlace(city: string, region: string): string {
  return [city, region].filter(Boolean).join(', ');
}

export function PublicProfileView({ profile }: { profile: TPublicProfile }) {
  const place = formatPlace(profile.city, profile.region);
  return (
    <article className="flex flex-col gap-6 sm:flex-row sm:items-start">
      <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-full bg-teal-700 font-semibold text-4xl text-white">
        {profile.profileImageUrl ? (
          <img
            src={profile.profileImageUrl}
            alt={profile.displayName}
            width={112}
            height={112}
            className="size-full object-cover"
          />
        ) : (
          <span aria-hidden="true">{profile.displayName.charAt(0).toUpperCase()}</span>
        )}
      </div>
      <div className="min-w-0">
        <h1 className="break-words font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
          {profile.displayName}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-700">
          {place ? (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden="true" className="size-4" />
              {place}
            </span>
          ) : null}
          <span>Member since {MEMBER_SINCE_FORMAT.format(new Date(profile.memberSince))}</span>
        </p>
        {profile.bio ? (
          <p className="mt-5 max-w-2xl whitespace-pre-line break-words text-lg text-slate-800 leading-relaxed">
            {profile.bio}
          </p>
        ) : null}
      </div>
    </article>
  );
}
