import { sql } from 'drizzle-orm';
import type { Db } from '../../db';

/**
 * Records that a user opened a resource, once, and only when they are enrolled in its course
 * (staff previews do not count). Answers true when the user is enrolled.
 */
export async function recordResourceView(db: Db, userId: number, resourceId: number): Promise<boolean> {
  const result = (await db.execute(sql`
    with enrolled as (
      select 1 from resources r
      join units u on u.id = r.unit_id
      join enrolments e on e.course_id = u.course_id and e.user_id = ${userId}
      where r.id = ${resourceId}
    ), ins as (
      insert into resource_views (user_id, resource_id)
      select ${userId}, ${resourceId} where exists (select 1 from enrolled)
      on conflict do nothing
    )
    select exists (select 1 from enrolled) as enrolled`)) as unknown as { rows: Array<{ enrolled: boolean }> };
  return result.rows[0]?.enrolled === true;
}
