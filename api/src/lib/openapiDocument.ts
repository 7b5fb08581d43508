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
};

/**
 * - A file download (a route with `produces`) answers its file with 2xx and JSON errors otherwise:
 *   the generator gives every answer the file's media types, so 2xx becomes the binary file and
 *   the rest `application/json` with their error schema; a missing 200 is added.
 * - A 204 answer has no body.
 * - The ops routes get their bodies and answers.
 */
export function completeOpenApiDocument<D extends OpenApiDocument>(doc: D): D {
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(methods)) {
      const extra = OPS_OPERATIONS[path]?.[method];
      if (extra) Object.assign(op, extra);
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
    }
  }
  return doc;
}
