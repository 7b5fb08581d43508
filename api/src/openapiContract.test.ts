import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describeOnDb, type TestUser } from './test/testApp';

interface Operation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: { default?: unknown } }>;
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}

interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  default?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
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

/**
 * Event streams answer a signed-in caller with a response that never ends (inject would wait for it
 * forever): only their refusals are checked here; src/live/live.api.test.ts reads them as browsers do.
 */
const STREAMS = new Set(['/api/me/events']);

describeOnDb('the OpenAPI document and the server agree', (t) => {
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
          if (who && STREAMS.has(route)) continue;
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

  it('says what the bodies really require and how their fields look', async () => {
    const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation & { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
    };
    const problems: string[] = [];
    const walk = (where: string, schema: JsonSchema | undefined) => {
      if (!schema || typeof schema !== 'object') return;
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        // Sign-in takes whatever was typed (a wrong e-mail is 'Credenciales inválidas'), so no format there.
        if (name === 'email' && prop.format !== 'email' && where !== 'POST /api/auth/login')
          problems.push(`${where}.${name}: no format email`);
        if (schema.required?.includes(name) && 'default' in prop) problems.push(`${where}.${name}: required although defaulted`);
        walk(`${where}.${name}`, prop);
      }
      walk(`${where}[]`, schema.items);
    };
    for (const [route, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const media of Object.values(op.requestBody?.content ?? {})) walk(`${method.toUpperCase()} ${route}`, media.schema);
        if (op.responses['204']?.content) problems.push(`${method.toUpperCase()} ${route}: 204 with a body`);
      }
    }
    expect(problems).toEqual([]);
    const course = doc.paths['/api/courses'].post.requestBody!.content!['application/json'].schema!;
    expect([...(course.required ?? [])].sort()).toEqual(['code', 'teacherId', 'title']);
    const session = course.properties!.schedule.items!;
    expect(session.properties!.endTime.pattern).toBeDefined();
    const unit = doc.paths['/api/materials/courses/{courseId}/units'].post.requestBody!.content!['application/json'].schema!;
    expect(unit.required).toEqual(['title']);
    // Uploads say what they take.
    for (const upload of ['/api/materials/units/{unitId}/resources', '/api/admin/media/images', '/api/orders/{orderId}/voucher']) {
      const form = doc.paths[upload].post.requestBody?.content?.['multipart/form-data']?.schema;
      expect(form?.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
    }
  });
});
