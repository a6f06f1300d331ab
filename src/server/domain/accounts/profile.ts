import { eq } from 'drizzle-orm';
import type { TDatabase } from '#server/db/client';
import { users } from '#server/db/schema/auth';
import type { TOwnProfile, TProfileUpdate, TPublicProfile } from '#shared/schemas/profile';

const OWN_PROFILE_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  bio: users.bio,
  city: users.city,
  region: users.region,
  image: users.image,
  email: users.email,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
};

type TOwnProfileRow = Omit<TOwnProfile, 'profileImageUrl' | 'createdAt'> & {
  image: string | null;
  createdAt: Date;
};

function toOwnProfile({ image, createdAt, ...row }: TOwnProfileRow): TOwnProfile {
  return { ...row, profileImageUrl: image, createdAt: createdAt.toISOString() };
}

export async function getOwnProfile(db: TDatabase, userId: string): Promise<TOwnProfile | null> {
  const [row] = await db.select(OWN_PROFILE_COLUMNS).from(users).where(eq(users.id, userId)).limit(1);
  return row ? toOwnProfile(row) : null;
}

export async function updateOwnProfile(
  db: TDatabase,
  userId: string,
  update: Required<TProfileUpdate>,
  now: Date,
): Promise<TOwnProfile | null> {
  const [row] = await db
    .update(users)
    // better-auth's own `name` follows the two name fields.
    .set({ ...update, name: `${update.firstName} ${update.lastName}`.trim(), updatedAt: now })
    .where(eq(users.id, userId))
    .returning(OWN_PROFILE_COLUMNS);
  return row ? toOwnProfile(row) : null;
}

/** Points the user at a new photo (or none) and returns the one it replaces. */
export async function replaceProfilePhoto(
  db: TDatabase,
  userId: string,
  url: string | null,
  now: Date,
): Promise<{ previousUrl: string | null } | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ image: users.image })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) return null;
    await tx.update(users).set({ image: url, updatedAt: now }).where(eq(users.id, userId));
    return { previousUrl: current.image };
  });
}

/** What others see of a user wherever they appear (a profile, a list's owner): formatPublicName's input and the photo. */
export const PUBLIC_NAME_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  isFullNameShown: users.isFullNameShown,
  image: users.image,
};

/** The name others see: first name only unless the user chose to show the full one. */
export function formatPublicName(user: {
  firstName: string;
  lastName: string;
  isFullNameShown: boolean;
}): string {
  const name = user.isFullNameShown ? `${user.firstName} ${user.lastName}`.trim() : user.firstName.trim();
  return name || 'A Kindlist member';
}

export async function getPublicProfile(db: TDatabase, userId: string): Promise<TPublicProfile | null> {
  const [row] = await db
    .select({
      ...PUBLIC_NAME_COLUMNS,
      bio: users.bio,
      city: users.city,
      region: users.region,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    displayName: formatPublicName(row),
    profileImageUrl: row.image,
    bio: row.bio,
    city: row.city,
    region: row.region,
    memberSince: row.createdAt.toISOString(),
  };
}
