import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { completeOpenApiDocument, type OpenApiDocument } from './lib/openapiDocument';
import Fastify, { LogController, type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { guardsPlugin } from './auth/guards';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type Database, type Db } from './db';
import { errorHandlerPlugin } from './plugins/errorHandler';
import publicCachePlugin from './plugins/publicCache';
import catalogueIndexPlugin from './domain/catalogue/catalogueIndex';
import sharedStatePlugin from './plugins/sharedState';
import type { SharedState } from './sharedState';
import { compressionPlugin } from './plugins/compression';
import { securityHeadersPlugin } from './plugins/securityHeaders';
import lifecyclePlugin from './plugins/lifecycle';
import { overloadPlugin } from './plugins/overload';
import { maintenancePlugin } from './plugins/maintenance';
import metricsPlugin from './plugins/metrics';
import { clientErrorHandler, frameworkErrors } from './plugins/frameworkErrors';
import { storageFor, type Storage } from './storage';
import jobsPlugin from './jobs/plugin';
import { registerMailJobs } from './mail';
import { registerDueReminders } from './domain/orders/dueReminders';
import { registerClassStartNotices } from './modules/classroom/classStarting';
import { registerAttemptTimeouts } from './modules/classroom/attempts';
// The areas of /api laid out like their URLs (routes/<area>/index.ts), then the modules not moved there yet.
import { adminRoutes } from './routes/admin';
import { certificatesRoutes } from './routes/certificates';
import { contactRoutes } from './routes/contact';
import { coursesRoutes } from './routes/courses';
import { coversRoutes } from './routes/covers';
import { dataRoutes } from './routes/data';
import { deployRoutes } from './routes/deploy';
import { healthRoutes } from './routes/health';
import { installmentsRoutes } from './routes/installments';
import { legalPagesRoutes } from './routes/legal-pages';
import { mediaRoutes } from './routes/media';
import { meRoutes } from './routes/me';
import { myRoutes } from './routes/my';
import { opsRoutes } from './routes/ops';
import { ordersRoutes } from './routes/orders';
import { paymentsRoutes } from './routes/payments';
import { previewRoutes } from './routes/preview';
import { readyRoutes } from './routes/ready';
import { settingsRoutes } from './routes/settings';
import { signalsRoutes } from './routes/signals';
import { siteApiRoutes } from './routes/site';
import { superadminRoutes } from './routes/superadmin';
import { usersRoutes } from './routes/users';
import { authRoutes } from './routes/auth';
import siteModule from './site';
import { materialsRoutes } from './routes/materials';
import { forumsRoutes } from './routes/forums';
import { messagesRoutes } from './routes/messages';
import { filesRoutes } from './routes/files';
import { courseParticipantsRoutes } from './routes/courses/participants';
import { studentRoutes } from './routes/student';
import { teacherRoutes } from './routes/teacher';
import { notificationsRoutes } from './routes/notifications';
import { recordsRoutes } from './routes/records';
import liveModule from './live/routes';

/** Plugins mounted under /api. One line per module. */
const API_MODULES: FastifyPluginAsync[] = [
  healthRoutes,
  readyRoutes,
  signalsRoutes,
  authRoutes,
  usersRoutes,
  coursesRoutes,
  dataRoutes,
  siteApiRoutes,
  opsRoutes,
  deployRoutes,
  previewRoutes,
  materialsRoutes,
  filesRoutes,
  courseParticipantsRoutes,
  studentRoutes,
  ordersRoutes,
  installmentsRoutes,
  paymentsRoutes,
  certificatesRoutes,
  contactRoutes,
  legalPagesRoutes,
  meRoutes,
  myRoutes,
  teacherRoutes,
  notificationsRoutes,
  settingsRoutes,
  mediaRoutes,
  coversRoutes,
  superadminRoutes,
  adminRoutes,
  recordsRoutes,
  forumsRoutes,
  messagesRoutes,
];

/** Plugins mounted at the site root (static shell, remotes, /remotes.json). One line per module. */
const SITE_MODULES: FastifyPluginAsync[] = [siteModule];

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    storage: Storage;
  }
}

export interface BuildAppOptions {
  /** Full config, or overrides of the environment's config. */
  config?: Partial<AppConfig>;
  /** An open, migrated database; when absent the configured one is opened (and closed with the app). */
  database?: Database;
  /** Close `database` when the app closes (default: only when the app opened it). */
  ownsDatabase?: boolean;
  storage?: Storage;
  /** Counters and cache news shared with other API processes; default from REDIS_URL (else in memory). */
  sharedState?: SharedState;
  /** Fastify logger option (false in tests). */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server as a Fastify app (not listening). */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, options.config ?? {});
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // One line per request comes from the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: process.env.TRUST_PROXY === '1',
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // A start on a busy machine (a restart under load) may take longer than avvio's default 10 s to load
    // a plugin such as the API docs' static files: starting slowly beats refusing to start.
    pluginTimeout: 60_000,
    // Spanish JSON for what fails before any route runs (bad URL encoding, over-long URLs or
    // headers, malformed HTTP), like every other error of the API.
    frameworkErrors,
    clientErrorHandler,
  });

  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir }));
  const ownsDatabase = options.ownsDatabase ?? !options.database;
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('storage', options.storage ?? storageFor(config));
  if (!options.storage) app.addHook('onClose', async () => (app.storage as { close?: () => void }).close?.());
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Only JSON (and multipart where a route reads files): other bodies get 415.
  app.removeContentTypeParser('text/plain');

  // One structured line per request.
  app.addHook('onResponse', (req, reply, done) => {
    req.log.info(
      {
        method: req.method,
        url: req.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        user: (req as { user?: { id?: number } }).user?.id,
      },
      'request',
    );
    done();
  });

  await app.register(lifecyclePlugin);
  await app.register(metricsPlugin);
  await app.register(errorHandlerPlugin, { uploadMaxBytes: config.uploadMaxBytes });
  // Saturated: 503 + Retry-After at once, before any other work of the request.
  await app.register(overloadPlugin, config.overload);
  // A restore in progress: 503 and a Spanish page, before any other work of the request.
  await app.register(maintenancePlugin, { checkMs: config.maintenanceCheckMs });
  await app.register(sharedStatePlugin, options.sharedState ? { sharedState: options.sharedState } : {});
  // Background work (mail, reminders, class notices, the canary check) as jobs on the database.
  await app.register(jobsPlugin);
  registerMailJobs(app);
  registerDueReminders(app);
  registerClassStartNotices(app);
  registerAttemptTimeouts(app);
  await app.register(publicCachePlugin);
  await app.register(catalogueIndexPlugin);
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(jwt, {
    secret: config.jwtSecret,
    sign: { expiresIn: config.accessTokenTtl },
    verify: { algorithms: ['HS256'] },
  });
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20, parts: 25, fieldSize: 64 * 1024 },
  });
  // The guards' onRoute hook runs first: it gives each route a preHandler list of its own, so the
  // rate limiter's hook (which pushes into that list) never adds a limit to a guard array that other
  // routes share (`const admin = app.requireRoles(...)`).
  await app.register(guardsPlugin);
  // Per-address limits of the sign-in routes: counted in Redis when several processes serve the site.
  const { redis } = app.sharedState;
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: `${config.redisPrefix}rate:`, skipOnError: true } : {}) });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'INPRO API', description: 'API of the INPRO site and virtual classroom', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          deployKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'inpro_dk_…',
            description: 'A team deploy key (one or several remotes)',
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (d) => completeOpenApiDocument(('openapiObject' in d ? d.openapiObject : d.swaggerObject) as OpenApiDocument),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(
    async (api) => {
      api.setNotFoundHandler((req, reply) => {
        reply.status(404).send({ error: 'Ruta no encontrada.' });
      });
      for (const mod of API_MODULES) await api.register(mod);
    },
    { prefix: '/api' },
  );
  // The live event streams (GET /api/me/events): kept out of the resource modules, fed by database triggers.
  await app.register(liveModule);
  for (const mod of SITE_MODULES) await app.register(mod);

  return app;
}
