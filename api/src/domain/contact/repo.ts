import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db';
import { contactMessages, type ContactMessageRow } from '../../db/schema';

export async function insertMessage(db: Db, values: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row;
}

export async function listMessages(db: Db, page: number, size: number): Promise<{ rows: ContactMessageRow[]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return { rows, total: Number(total) };
}
