import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { courses, enrolments, orders, users, type OrderRow } from '../../db/schema';
import { courseSummaryColumns, type CourseSummary } from '../courses/summaryColumns';
import { emailMatches } from '../users/repo';

export interface OrderCourse extends CourseSummary {
  price: number;
}

const courseColumns = { ...courseSummaryColumns, price: courses.price };

/** A course that can be bought: it exists and is published. */
export async function findPurchasableCourse(db: Db, courseId: number): Promise<OrderCourse | undefined> {
  const [row] = await db
    .select(courseColumns)
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.published, true)))
    .limit(1);
  return row;
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row;
}

export async function updateOrder(db: Db, id: number, values: Partial<typeof orders.$inferInsert>): Promise<OrderRow> {
  const [row] = await db.update(orders).set(values).where(eq(orders.id, id)).returning();
  return row;
}

export async function findAccountIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(emailMatches(email)).limit(1);
  return row?.id;
}

/** Enrols the user (nothing happens when already enrolled). True when a new enrolment was made. */
export async function enrolFromOrder(db: Db, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .insert(enrolments)
    .values({ userId, courseId, source: 'ORDER' })
    .onConflictDoNothing()
    .returning({ id: enrolments.id });
  return rows.length > 0;
}
