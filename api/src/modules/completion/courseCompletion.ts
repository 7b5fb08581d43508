import { and, asc, eq, inArray } from 'drizzle-orm';
import { completionPercent, type CompletionItem, type CourseCompletion } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { evaluations, resourceCompletions, resourceViews, resources, submissions, units } from '../../db/schema';

/**
 * What a student has done in a course, per unit and in total. A resource is done when opened (or,
 * where the teacher lets students mark it, when marked); an evaluation when submitted. An exam
 * resource tied to an evaluation counts once, as that evaluation; evaluations tied to no resource
 * form the last group, «Evaluaciones del curso».
 */
export async function courseCompletion(db: Db, userId: number, courseId: number): Promise<CourseCompletion> {
  const [unitRows, resourceRows, evaluationRows] = await Promise.all([
    db
      .select({ id: units.id, title: units.title })
      .from(units)
      .where(eq(units.courseId, courseId))
      .orderBy(asc(units.orderIdx), asc(units.id)),
    db
      .select({ id: resources.id, unitId: resources.unitId, title: resources.title, type: resources.type, mode: resources.completionMode })
      .from(resources)
      .innerJoin(units, eq(units.id, resources.unitId))
      .where(eq(units.courseId, courseId))
      .orderBy(asc(resources.id)),
    db
      .select({ id: evaluations.id, title: evaluations.title, type: evaluations.type, resourceId: evaluations.resourceId })
      .from(evaluations)
      .where(eq(evaluations.courseId, courseId))
      .orderBy(asc(evaluations.dueAt), asc(evaluations.id)),
  ]);
  const resourceIds = resourceRows.map((r) => r.id);
  const evaluationIds = evaluationRows.map((e) => e.id);
  const [viewed, marked, submitted] = await Promise.all([
    resourceIds.length
      ? db
          .select({ id: resourceViews.resourceId })
          .from(resourceViews)
          .where(and(eq(resourceViews.userId, userId), inArray(resourceViews.resourceId, resourceIds)))
      : Promise.resolve([]),
    resourceIds.length
      ? db
          .select({ id: resourceCompletions.resourceId })
          .from(resourceCompletions)
          .where(and(eq(resourceCompletions.userId, userId), inArray(resourceCompletions.resourceId, resourceIds)))
      : Promise.resolve([]),
    evaluationIds.length
      ? db
          .selectDistinct({ id: submissions.evaluationId })
          .from(submissions)
          .where(and(eq(submissions.userId, userId), inArray(submissions.evaluationId, evaluationIds)))
      : Promise.resolve([]),
  ]);
  const viewedIds = new Set(viewed.map((v) => v.id));
  const markedIds = new Set(marked.map((v) => v.id));
  const submittedIds = new Set(submitted.map((v) => v.id));
  const evaluationOf = new Map(evaluationRows.filter((e) => e.resourceId !== null).map((e) => [e.resourceId as number, e]));
  const linkedResourceIds = new Set(resourceIds);

  const group = (unitId: number | null, title: string, items: CompletionItem[]) => {
    const done = items.filter((i) => i.done).length;
    return { unitId, title, done, total: items.length, percent: completionPercent(done, items.length), items };
  };
  const unitGroups = unitRows.map((u) =>
    group(
      u.id,
      u.title,
      resourceRows
        .filter((r) => r.unitId === u.id)
        .map((r): CompletionItem => {
          const evaluation = evaluationOf.get(r.id);
          if (evaluation)
            return {
              kind: 'evaluation',
              id: evaluation.id,
              title: evaluation.title,
              type: evaluation.type,
              done: submittedIds.has(evaluation.id),
              manual: false,
            };
          const manual = r.mode === 'MANUAL';
          return {
            kind: 'resource',
            id: r.id,
            title: r.title,
            type: r.type,
            done: manual ? markedIds.has(r.id) : viewedIds.has(r.id),
            manual,
          };
        }),
    ),
  );
  const loose = evaluationRows
    .filter((e) => e.resourceId === null || !linkedResourceIds.has(e.resourceId))
    .map((e): CompletionItem => ({
      kind: 'evaluation',
      id: e.id,
      title: e.title,
      type: e.type,
      done: submittedIds.has(e.id),
      manual: false,
    }));
  const groups = loose.length ? [...unitGroups, group(null, 'Evaluaciones del curso', loose)] : unitGroups;
  const done = groups.reduce((s, g) => s + g.done, 0);
  const total = groups.reduce((s, g) => s + g.total, 0);
  return { courseId, done, total, percent: completionPercent(done, total), units: groups };
}
