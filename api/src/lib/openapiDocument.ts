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
const deployKeyItem = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    remotes: { type: 'array', items: { type: 'string' } },
    hint: { type: 'string' },
    createdBy: { type: 'string' },
    createdAt: { type: 'string' },
    lastUsedAt: { type: 'string', nullable: true },
    revokedAt: { type: 'string', nullable: true },
  },
  required: ['id', 'name', 'remotes', 'hint', 'createdBy', 'createdAt', 'lastUsedAt', 'revokedAt'],
} satisfies Schema;
const publishResult = {
  type: 'object',
  properties: { remote: { type: 'string' }, version: { type: 'string' }, outcome: { type: 'string', enum: ['stored', 'unchanged'] } },
  required: ['remote', 'version', 'outcome'],
} satisfies Schema;
/** A route a team's pipeline calls with its deploy key. */
const keyAnswers = {
  '401': errorAnswer('Sin clave de despliegue, o clave desconocida o revocada'),
  '403': errorAnswer('La clave no es de este micro-frontend'),
};
/** Canary moves: the pointer after the move (null when there was no canary to abort). */
const canaryAnswers = (ok: string) => ({
  '200': { description: ok, content: { [JSON_TYPE]: { schema: { type: 'object', nullable: true } } } },
  '400': errorAnswer('Nombre de micro-frontend, versión o porcentaje no válidos'),
  ...guardAnswers,
  '404': errorAnswer('Micro-frontend o versión no desplegados'),
  '409': errorAnswer('Ya hay un canario, no hay canario en curso u otra operación en curso'),
});
/** A preview link of a stored version (master administrator or the remote's deploy key). */
const previewAnswers = (who: Record<string, Response>) => ({
  '200': {
    description: 'El enlace firmado de vista previa y cuándo vence',
    content: {
      [JSON_TYPE]: {
        schema: {
          type: 'object',
          properties: { remote: { type: 'string' }, version: { type: 'string' }, url: { type: 'string' }, expiresAt: { type: 'string' } },
          required: ['remote', 'version', 'url', 'expiresAt'],
        },
      },
    },
  },
  '400': errorAnswer('Versión no válida'),
  ...who,
  '404': errorAnswer('Micro-frontend o versión no publicados'),
  '409': errorAnswer('Otra operación de despliegue en curso'),
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
  '/api/ops/deploy-keys': {
    get: {
      responses: {
        '200': {
          description: 'Las claves de despliegue (sin la clave)',
          content: {
            [JSON_TYPE]: { schema: { type: 'object', properties: { keys: { type: 'array', items: deployKeyItem } }, required: ['keys'] } },
          },
        },
        ...guardAnswers,
      },
    },
    post: {
      requestBody: jsonBody(
        { name: { type: 'string', minLength: 2, maxLength: 80 }, remotes: { type: 'array', items: { type: 'string' }, minItems: 1 } },
        ['name', 'remotes'],
      ),
      responses: {
        '201': {
          description: 'La clave creada: `key` se muestra solo esta vez',
          content: { [JSON_TYPE]: { schema: { ...deployKeyItem, properties: { ...deployKeyItem.properties, key: { type: 'string' } } } } },
        },
        '400': errorAnswer('Nombre o micro-frontends no válidos'),
        ...guardAnswers,
      },
    },
  },
  '/api/ops/deploy-keys/{id}/revoke': {
    post: {
      responses: {
        '200': { description: 'La clave, revocada', content: { [JSON_TYPE]: { schema: deployKeyItem } } },
        ...guardAnswers,
        '404': errorAnswer('Clave de despliegue no encontrada'),
      },
    },
  },
  '/api/deploy/remotes/{name}/versions': {
    post: {
      parameters: [
        { in: 'path', name: 'name', required: true, schema: { type: 'string' } },
        {
          in: 'query',
          name: 'rollback',
          required: false,
          schema: { type: 'boolean' },
          description: 'Acepta una versión menor que la versión en vivo (para volver atrás)',
        },
      ],
      requestBody: {
        required: true,
        description: 'La compilación del micro-frontend: un .tar.gz de su dist/ (enviado en streaming)',
        content: { 'application/gzip': BINARY, 'application/octet-stream': BINARY },
      },
      responses: {
        '200': {
          description: 'Esa misma compilación ya estaba publicada con esa versión',
          content: { [JSON_TYPE]: { schema: publishResult } },
        },
        '201': { description: 'Versión guardada (no se activa sola)', content: { [JSON_TYPE]: { schema: publishResult } } },
        '400': errorAnswer('El archivo no es un .tar.gz válido'),
        ...keyAnswers,
        '409': errorAnswer(
          'La compilación no pasa las comprobaciones: nombre del contenedor, ./spa, contrato, rangos de singletons compartidos, presupuesto de tamaño, versión mayor que la en vivo, versión ya publicada con otros archivos',
        ),
        '413': errorAnswer('La compilación supera el límite de tamaño'),
        '415': errorAnswer('El cuerpo no es un .tar.gz'),
      },
    },
  },
  '/api/deploy/remotes/{name}/canary': {
    post: {
      requestBody: jsonBody(
        { version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+' }, percent: { type: 'integer', minimum: 1, maximum: 99 } },
        ['version', 'percent'],
      ),
      responses: {
        '200': {
          description: 'El canario en marcha: se promueve solo si sus señales no son peores y se aborta solo si son claramente peores',
          content: { [JSON_TYPE]: { schema: { type: 'object' } } },
        },
        '400': errorAnswer('Versión o porcentaje no válidos'),
        ...keyAnswers,
        '404': errorAnswer('Versión no publicada'),
        '409': errorAnswer('Ya hay un canario en curso u otra operación en curso'),
      },
    },
  },
  '/api/ops/remotes/{name}/preview': {
    post: {
      requestBody: jsonBody({ version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+' } }, ['version']),
      responses: previewAnswers(guardAnswers),
    },
  },
  '/api/deploy/remotes/{name}/preview': {
    post: {
      requestBody: jsonBody({ version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+' } }, ['version']),
      responses: previewAnswers(keyAnswers),
    },
  },
  '/api/preview': {
    get: {
      parameters: [{ in: 'query', name: 'token', required: true, schema: { type: 'string' }, description: 'El token del enlace' }],
      responses: {
        '303': { description: 'Vista previa abierta: la cookie de vista previa queda puesta y se va al área' },
        '400': errorAnswer('Enlace vencido o no válido (una página en español si se pidió text/html)'),
        '404': errorAnswer('La versión ya no está publicada'),
      },
    },
    delete: {
      responses: {
        '204': { description: 'Vista previa terminada: la cookie se borra' },
        '400': errorAnswer('Cuerpo de la solicitud no válido'),
      },
    },
  },
  '/api/deploy/remotes/{name}': {
    get: {
      responses: {
        '200': {
          description: 'Versión activa, canario y versiones guardadas del micro-frontend',
          content: { [JSON_TYPE]: { schema: { type: 'object' } } },
        },
        ...keyAnswers,
      },
    },
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
