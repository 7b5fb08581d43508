import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { resources, units, type ResourceRow, type UnitRow } from '../../db/schema';
import { preparedPerDatabase } from '../../lib/prepared';

export type UnitWithCount = UnitRow & { lessonsCount: number };

// Qualified by hand: Drizzle leaves columns unqualified in single-table selects, which would bind
// them to the subquery's own table.
const lessonsCount = sql<number>`(select count(*) from resources r where r.unit_id = "units"."id")`.mapWith(Number);

/** A course's units: every student opening the classroom asks for them (prepared). */
const unitsOfCourse = preparedPerDatabase((db) =>
  db
    .select({
      id: units.id,
      courseId: units.courseId,
      title: units.title,
      description: units.description,
      orderIdx: units.orderIdx,
      createdAt: units.createdAt,
      lessonsCount,
    })
    .from(units)
    .where(eq(units.courseId, sql.placeholder('courseId')))
    .orderBy(asc(units.orderIdx), asc(units.id))
    .prepare('materials_units_of_course'),
);

export async function listUnits(db: Db, courseId: number): Promise<UnitWithCount[]> {
  return unitsOfCourse(db).execute({ courseId });
}

export async function insertUnit(db: Db, courseId: number, title: string, description: string): Promise<UnitRow> {
  const [row] = await db
    .insert(units)
    .values({
      courseId,
      title,
      description,
      orderIdx: sql`(select coalesce(max(${units.orderIdx}) + 1, 0) from ${units} where ${units.courseId} = ${courseId})`,
    })
    .returning();
  return row;
}

/** Deletes the unit (its resources cascade) and answers the storage keys its files had. */
export async function deleteUnit(db: Db, unitId: number): Promise<{ deleted: boolean; storageKeys: string[] }> {
  const files = await db
    .select({ key: resources.storageKey })
    .from(resources)
    .where(and(eq(resources.unitId, unitId), isNotNull(resources.storageKey)));
  const rows = await db.delete(units).where(eq(units.id, unitId)).returning({ id: units.id });
  return { deleted: rows.length > 0, storageKeys: files.map((f) => f.key as string) };
}

export type ResourceWithEvaluation = ResourceRow & { evaluationId: number | null };

/** The unit's resources; an exam resource carries the id of the evaluation linked to it. */
export async function listResources(db: Db, unitId: number): Promise<ResourceWithEvaluation[]> {
  const rows = await db
    .select({
      resource: resources,
      evaluationId: sql<number | null>`(select min(e.id) from evaluations e where e.resource_id = "resources"."id")`,
    })
    .from(resources)
    .where(eq(resources.unitId, unitId))
    .orderBy(asc(resources.createdAt), asc(resources.id));
  return rows.map((r) => ({ ...r.resource, evaluationId: r.evaluationId === null ? null : Number(r.evaluationId) }));
}

export async function insertResource(db: Db, values: typeof resources.$inferInsert): Promise<ResourceRow> {
  const [row] = await db.insert(resources).values(values).returning();
  return row;
}

export async function findResource(db: Db, resourceId: number): Promise<(ResourceRow & { courseId: number }) | undefined> {
  const [row] = await db
    .select({ resource: resources, courseId: units.courseId })
    .from(resources)
    .innerJoin(units, eq(units.id, resources.unitId))
    .where(eq(resources.id, resourceId))
    .limit(1);
  return row ? { ...row.resource, courseId: row.courseId } : undefined;
}

export async function deleteResource(db: Db, resourceId: number): Promise<ResourceRow | undefined> {
  const [row] = await db.delete(resources).where(eq(resources.id, resourceId)).returning();
  return row;
}

export async function findFileResource(db: Db, unitId: number, fileName: string): Promise<ResourceRow | undefined> {
  const [row] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.unitId, unitId), eq(resources.fileName, fileName)))
    .limit(1);
  return row;
}
