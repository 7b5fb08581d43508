import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describeEachDb, type TestUser } from './test/testApp';

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: { default?: unknown } }>;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

/** OpenAPI 3.0's `nullable` as JSON Schema (Ajv reads `nullable` with `type`, not inside `enum`). */
function openApiToJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(openApiToJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(schema)) out[k] = openApiToJsonSchema(v);
  if (out.nullable === true && Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  return out;
}

describeEachDb('the OpenAPI document and the server agree', (t) => {
  let users: Record<string, TestUser>;
  beforeAll(async () => {
    users = {
      ADMIN: await t.user('ADMIN'),
      DOCENTE: await t.user('DOCENTE'),
      ESTUDIANTE: await t.user('ESTUDIANTE'),
      SUPER_ADMIN: await t.user('SUPER_ADMIN'),
    };
  });

  /**
   * Every documented operation, called anonymously and as each role with an empty body and id 1:
   * the status must be one the document lists for it, the content type one it documents for that
   * status, and a JSON body must match the documented schema. A route that answers something its
   * document does not say fails here.
   */
  it('every answer has a documented status, and a JSON answer matches the documented schema', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
      components?: unknown;
    };
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const problems: string[] = [];
    let calls = 0;
    for (const [route, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (route.includes('/docs')) continue;
        const url = route.replace(/\{[^}]+\}/g, '1');
        for (const who of [null, 'ADMIN', 'DOCENTE', 'ESTUDIANTE', 'SUPER_ADMIN'] as const) {
          const res = await t.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: { 'content-type': 'application/json', ...(who ? users[who].auth : {}) },
            payload: method === 'get' || method === 'delete' ? undefined : '{}',
          });
          calls += 1;
          const key = `${method.toUpperCase()} ${route} as ${who ?? 'anonymous'} → ${res.statusCode}`;
          const documented = op.responses[String(res.statusCode)] ?? op.responses.default;
          if (!documented) {
            problems.push(`${key}: status not documented`);
            continue;
          }
          const type = String(res.headers['content-type'] ?? '').split(';')[0];
          if (res.statusCode === 204 || !res.body) continue;
          const content = documented.content?.[type] ?? documented.content?.['application/json'];
          if (!content) {
            problems.push(`${key}: ${type} not documented`);
            continue;
          }
          if (type === 'application/json' && content.schema) {
            const validate = ajv.compile(openApiToJsonSchema(content.schema) as object);
            if (!validate(res.json())) problems.push(`${key}: body ${ajv.errorsText(validate.errors)}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(500);
  });
});
