import { seedDemoIfEmpty } from '../../seed';
import { describeEachDb } from '../../test/testApp';
import { SEARCH_CASES } from './searchQueries';

describeEachDb('catalogue search: the committed query list on the demo catalogue', (t) => {
  beforeAll(async () => {
    expect(await seedDemoIfEmpty(t.db, t.app.storage)).toBe(true);
  });

  it.each(SEARCH_CASES.map((c) => [c.q, c]))('%s', async (_q, c) => {
    const res = await t.inject({ method: 'GET', url: `/api/courses/filter?q=${encodeURIComponent(c.q)}&page=0&size=5` });
    expect(res.statusCode).toBe(200);
    const titles: string[] = res.json().content.map((course: { title: string }) => course.title);
    if (c.first === null) expect(titles).toEqual([]);
    else expect(c.first).toContain(titles[0]);
  });
});
