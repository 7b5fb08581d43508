import { sql, type SQL } from 'drizzle-orm';
import type { SuperadminCoursesQuery } from '@inpro/shared-contracts';
import { rows, type Db } from '../../db';
import { oneOfIds } from '../../lib/search';
import { collectedPayments } from '../money/moneySql';

export interface CourseFiguresRow {
  id: number;
  title: string;
  code: string;
  type: string;
  area: string;
  teacher_visible: string;
  price: number;
  published: boolean;
  enrolled: number;
  revenue: number;
  total: number;
}

/** Courses with their figures: active enrolments and money collected; `ids`: only those (a search's matches). `limit` null = all. */
export async function listCourseFigures(
  db: Db,
  f: Pick<SuperadminCoursesQuery, 'published'> & { ids?: number[] },
  limit: number | null,
  offset = 0,
): Promise<CourseFiguresRow[]> {
  const conds: SQL[] = [f.ids === undefined ? sql`true` : oneOfIds(sql`c.id`, f.ids)];
  if (f.published !== undefined) conds.push(sql`c.published = ${f.published}`);
  return rows<CourseFiguresRow>(
    db,
    sql`select c.id, c.title, c.code, c.type, c.area, c.teacher_visible, c.price::float8 as price, c.published,
               (select count(*)::int from enrolments e where e.course_id = c.id and e.status = 'ACTIVO') as enrolled,
               coalesce((select round(sum(m.amount)::numeric, 2)::float8 from ${collectedPayments} m where m.course_id = c.id), 0) as revenue,
               count(*) over ()::int as total
          from courses c
         where ${sql.join(conds, sql` and `)}
         order by c.title, c.id
         ${limit === null ? sql`` : sql`limit ${limit} offset ${offset}`}`,
  );
}
