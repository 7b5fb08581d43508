import { describeOnDb } from '../test/testApp';

interface Operation {
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, unknown>;
}

/** Routes that answer 401 for a reason other than a missing bearer token (credentials, cookie, webhook signature). */
const NOT_BEARER = new Set(['POST /api/auth/login', 'POST /api/auth/refresh', 'POST /api/payments/webhooks/mercadopago']);

describeOnDb('the OpenAPI document tells which routes need a session', (t) => {
  it('every route that refuses an anonymous caller with 401 declares the bearer scheme and its 401 answer', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const undocumented: string[] = [];
    let protectedCount = 0;
    for (const [route, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const url = route.replace(/\{[^}]+\}/g, '1');
        const key = `${method.toUpperCase()} ${route}`;
        if (NOT_BEARER.has(key)) continue;
        const res = await t.inject({
          method: method.toUpperCase() as 'GET',
          url,
          headers: { 'content-type': 'application/json' },
          payload: method === 'get' || method === 'delete' ? undefined : '{}',
        });
        if (res.statusCode !== 401) continue;
        protectedCount += 1;
        // A session token, or a team's deploy key on the publishing routes (also a bearer scheme).
        const bearer = op.security?.some((s) => 'bearerAuth' in s || 'deployKey' in s);
        if (!bearer || !op.responses?.['401']) undocumented.push(key);
      }
    }
    expect(undocumented).toEqual([]);
    expect(protectedCount).toBeGreaterThan(20);
  });
});
