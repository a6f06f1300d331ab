import { eq } from 'drizzle-orm';
import type { TDatabase } from '../db/client';
import { users } from '../db/schema/auth';

export const DEMO_OWNER_EMAIL = 'examples@demo.kindlist.invalid';

// Demo content is always marked (is_demo) and owned by an account that has no password, so nobody can
// sign in as it. Later issues add their example lists to this owner. Safe to run on every start.
export async function seedDemoContent(db: TDatabase): Promise<{ isCreated: boolean }> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_OWNER_EMAIL))
    .limit(1);
  if (existing) return { isCreated: false };
  await db
    .insert(users)
    .values({
      id: 'demo-examples',
      name: 'Kindlist Examples',
      email: DEMO_OWNER_EMAIL,
      emailVerified: true,
      firstName: 'Kindlist',
      lastName: 'Examples',
      isDemo: true,
    })
    .onConflictDoNothing();
  return { isCreated: true };
}
