// Completes the OpenAPI document where the route schemas alone cannot say the truth: file
// downloads, bodiless 204 answers, and the ops routes (validated by hand, so without zod schemas).

type Schema = Record<string, unknown>;
interface Media {
  schema?: Schema;
}
interface Response {
  description?: string;
  content?: Record<string, Media>;
}
interface Operation {
  parameters?: unknown[];
  responses?: Record<string, Response>;
  requestBody?: unknown;
  [key: string]: unknown;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  [key: string]: unknown;
}

const JSON_TYPE = 'application/json';
const BINARY: Media = { schema: { type: 'string', format: 'binary' } };

const errorBody: Schema = {
  type: 'object',
  properties: { error: { type: 'string' }, details: { type: 'object', additionalProperties: { type: 'string' } } },
  required: ['error'],
};
const errorAnswer = (description: string): Response => ({ description, content: { [JSON_TYPE]: { schema: errorBody } } });
const guardAnswers = {
  '401': errorAnswer('Sin sesión, o sesión vencida'),
  '403': errorAnswer('Solo el superadministrador'),
};
const moveResult: Schema = {
  type: 'object',
  properties: { remote: { type: 'string' }, from: { type: 'string', nullable: true }, to: { type: 'string' } },
  required: ['remote', 'from', 'to'],
};
const moveAnswers = {
  '200': { description: 'La versión activa después del cambio', content: { [JSON_TYPE]: { schema: moveResult } } },
  '400': errorAnswer('Nombre de micro-frontend o versión no válidos'),
  ...guardAnswers,
  '404': errorAnswer('Micro-frontend o versión no desplegados'),
  '409': errorAnswer('La versión ya está activa, no hay versión anterior u otra operación en curso'),
};
/** Canary moves: the pointer after the move (null when there was no canary to abort). */
const canaryAnswers = (ok: string) => ({
  '200': { description: ok, content: { [JSON_TYPE]: { schema: { type: 'object', nullable: true } } } },
  '400': errorAnswer('Nombre de micro-frontend, versión o porcentaje no válidos'),
  ...guardAnswers,
  '404': errorAnswer('Micro-frontend o versión no desplegados'),
  '409': errorAnswer('Ya hay un canario, no hay canario en curso u otra operación en curso'),
});
const jsonBody = (properties: Schema, required: string[] = []) => ({
  required: required.length > 0,
  content: { [JSON_TYPE]: { schema: { type: 'object', properties, ...(required.length ? { required } : {}) } } },
});

/** The ops API (ops/routes.ts validates its bodies by hand): bodies and every answer. */
const OPS_OPERATIONS: Record<string, Record<string, Partial<Operation>>> = {
  '/api/ops/remotes': {
    get: {
      responses: {
        '200': {
          description: 'Cada micro-frontend (versión activa y disponibles) y el historial, lo más reciente primero',
          content: {
            [JSON_TYPE]: {
              schema: {
                type: 'object',
                properties: {
                  remotes: { type: 'array', items: { type: 'object' } },
                  history: { type: 'array', items: { type: 'object' } },
                },
                required: ['remotes', 'history'],
              },
            },
          },
        },
        ...guardAnswers,
      },
    },
  },
  '/api/ops/remotes/{name}/activate': {
    post: {
      requestBody: jsonBody({ version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+' } }, ['version']),
      responses: moveAnswers,
    },
  },
  '/api/ops/remotes/{name}/rollback': {
    post: {
      requestBody: jsonBody({
        to: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+', description: 'Por defecto, la versión activa anterior' },
      }),
      responses: moveAnswers,
    },
  },
  '/api/ops/remotes/{name}/canary': {
    post: {
      requestBody: jsonBody(
        { version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+' }, percent: { type: 'integer', minimum: 1, maximum: 99 } },
        ['version', 'percent'],
      ),
      responses: canaryAnswers('El canario en marcha: la versión para ese porcentaje de navegadores'),
    },
  },
  '/api/ops/remotes/{name}/canary/promote': {
    post: { responses: canaryAnswers('La versión del canario, ahora para todos') },
  },
  '/api/ops/remotes/{name}/canary/abort': {
    post: { responses: canaryAnswers('Todos de vuelta en la versión estable (null si no había canario)') },
  },
};

/**
 * A body property the server defaults is not required of the caller. The schemas mark it with
 * `.meta({ serverDefault })` (zod keeps no `default` for a preprocessed field): it becomes the
 * property's `default`, and the property leaves `required`.
 */
function unrequireDefaults(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) return schema.forEach(unrequireDefaults);
  const s = schema as Schema & { properties?: Record<string, Schema>; required?: string[] };
  for (const prop of Object.values(s.properties ?? {})) {
    if ('serverDefault' in prop) {
      prop.default = prop.serverDefault;
      delete prop.serverDefault;
    }
  }
  if (s.properties && Array.isArray(s.required)) {
    s.required = s.required.filter((name) => !(s.properties![name] && 'default' in s.properties![name]));
    if (!s.required.length) delete s.required;
  }
  for (const value of Object.values(s)) if (value && typeof value === 'object') unrequireDefaults(value);
}

const binaryFile = { type: 'string', format: 'binary' };
const multipart = (properties: Schema, required: string[], json?: Schema) => ({
  required: true,
  content: {
    'multipart/form-data': { schema: { type: 'object', properties, ...(required.length ? { required } : {}) } },
    ...(json ? { [JSON_TYPE]: { schema: json } } : {}),
  },
});
const fileOnly = (description: string) => multipart({ file: { ...binaryFile, description } }, ['file']);

/** Uploads (read with @fastify/multipart, so without a zod body): what they take. */
const UPLOADS: Record<string, Record<string, unknown>> = {
  '/api/materials/units/{unitId}/resources': multipart(
    {
      file: {
        ...binaryFile,
        description: 'pdf, ppt o pptx (tipo FILE); los tipos del docente admiten más formatos; se comprueba el contenido',
      },
      name: { type: 'string', maxLength: 200 },
      title: { type: 'string', maxLength: 200, description: 'Igual que name' },
      type: { type: 'string', description: 'FILE, o el tipo elegido (pdf, ppt, iframe, link, exam…)' },
      url: { type: 'string', description: 'Para un video o enlace, sin archivo' },
    },
    [],
    {
      type: 'object',
      properties: { name: { type: 'string' }, title: { type: 'string' }, type: { type: 'string' }, url: { type: 'string' } },
    },
  ),
  '/api/admin/media/images': fileOnly('JPG, PNG o WEBP (se comprueba el contenido)'),
  '/api/orders/{orderId}/voucher': fileOnly('Imagen (JPG, PNG, WEBP) o PDF del voucher, hasta 10 MB'),
  '/api/installments/{installmentId}/voucher': fileOnly('Imagen (JPG, PNG, WEBP) o PDF del voucher, hasta 10 MB'),
  '/api/admin/users/import/preview': fileOnly('CSV o XLSX de participantes'),
  '/api/admin/users/import': fileOnly('CSV o XLSX de participantes'),
  '/api/student/evaluations/{evaluationId}/submission': multipart(
    { text: { type: 'string', description: 'Respuesta escrita' }, file: { ...binaryFile, description: 'Archivo entregado (opcional)' } },
    [],
    { type: 'object', properties: { text: { type: 'string' } } },
  ),
};

/**
 * - A file download (a route with `produces`) answers its file with 2xx and JSON errors otherwise:
 *   the generator gives every answer the file's media types, so 2xx becomes the binary file and
 *   the rest `application/json` with their error schema; a missing 200 is added.
 * - A 204 answer has no body.
 * - The ops routes get their bodies and answers; uploads their multipart bodies.
 * - Body properties with a server default are optional; parameters with a default too.
 */
export function completeOpenApiDocument<D extends OpenApiDocument>(doc: D): D {
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const extra = OPS_OPERATIONS[path]?.[method];
      if (extra) Object.assign(op, extra);
      if (method === 'post' && UPLOADS[path] && !op.requestBody) op.requestBody = UPLOADS[path];
      const responses = (op.responses ??= {});
      const fileTypes = new Set<string>();
      for (const r of Object.values(responses))
        for (const type of Object.keys(r.content ?? {})) if (type !== JSON_TYPE) fileTypes.add(type);
      if (fileTypes.size) {
        if (!Object.keys(responses).some((code) => code.startsWith('2'))) responses['200'] = { description: 'El archivo' };
        for (const [code, r] of Object.entries(responses)) {
          const schema = Object.values(r.content ?? {}).find((m) => m.schema)?.schema;
          r.content = code.startsWith('2')
            ? Object.fromEntries([...fileTypes].map((type) => [type, BINARY]))
            : { [JSON_TYPE]: { schema: schema ?? errorBody } };
        }
      }
      if (responses['204']) delete responses['204'].content;
      unrequireDefaults(op.requestBody);
      for (const p of (op.parameters ?? []) as Array<{ required?: boolean; schema?: Schema }>) {
        if (p.required && p.schema && 'default' in p.schema) p.required = false;
      }
    }
  }
  return doc;
}
