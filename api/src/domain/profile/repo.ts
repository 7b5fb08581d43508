import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { users, type UserRow } from '../../db/schema';
import { forgetUser } from '../../auth/sessionCache';

export async function findUser(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export type ProfileChanges = Partial<Pick<UserRow, 'firstName' | 'lastName' | 'honorific' | 'fullName' | 'phone' | 'specialty' | 'bio'>>;

export async function updateUser(db: Db, id: number, changes: ProfileChanges): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  // The name the guard hands to the routes (req.user.fullName) is read again (auth/sessionCache.ts).
  forgetUser(id);
  return row;
}
