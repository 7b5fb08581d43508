import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import path from 'node:path';
import type { Readable } from 'node:stream';
import { REPO_ROOT } from '../../../../config';
import { auditKeyUse, keyActor } from '../../../ops/deploy-keys/create';
import { requireDeployKey } from '../../../../domain/releases/deployKeys';
import { parseOpsBody, replyOpsError } from '../../../../domain/releases/errors';
import { checkBudget, checkNewer, checkSharedRanges, shellSharedVersions } from '../../../../domain/releases/publishChecks';
import { UploadRefused, tooLargeMessage, unpackBuild } from '../../../../domain/releases/publishUpload';
import type { OpsRoutesOptions } from '../../../ops/remotes/list';
import { sql } from 'drizzle-orm';
import { rows } from '../../../../db';
import { opsCanaryStartSchema } from '@inpro/shared-contracts';

type NameParams = { Params: { name: string }; Querystring: { rollback?: string } };

/** The media types a published build may come as (a gzipped tar of the remote's dist/). */
const BUILD_TYPES = ['application/gzip', 'application/x-gzip', 'application/x-tar+gzip', 'application/octet-stream'];

/**
 * What a team's pipeline calls with its deploy key:
 *   POST /api/deploy/remotes/:name/versions[?rollback=true]   body: the build as .tar.gz (streamed) → the stored version
 * Before storing, a new version passes the checks (each a 409 in Spanish): container name, ./spa and
 * contracts major (the store's), shared singleton ranges the shell satisfies, the size budget of the
 * entry and first chunks, and a version higher than the live one unless published as a rollback.
 * Publishing stores a version and activates nothing; the same build again is the same version (200).
 */
export async function publishRoutes(app: FastifyInstance, opts: OpsRoutesOptions): Promise<void> {
  const { store } = opts;
  const keyGuard = requireDeployKey(auditKeyUse);
  const shellVersions = shellSharedVersions(path.join(REPO_ROOT, 'shell'));
  // The body stays a stream: the handler unpacks it as it arrives, after the key was checked.
  app.addContentTypeParser(BUILD_TYPES, (_request, payload, done) => done(null, payload));

  app.post<NameParams>(
    '/deploy/remotes/:name/versions',
    {
      config: { deployKey: true },
      preHandler: keyGuard,
      bodyLimit: app.config.publishMaxBytes,
      schema: {
        tags: ['deploy'],
        summary: 'Publish a build of a remote (.tar.gz of its dist/), streamed; it goes live only when activated or started as a canary',
        security: [{ deployKey: [] }],
      },
    },
    async (request, reply) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof (body as Readable).pipe !== 'function') {
        return reply.code(415).send({ error: 'Envíe la compilación como .tar.gz (Content-Type: application/gzip).' });
      }
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > app.config.publishMaxBytes) {
        reply.header('Connection', 'close');
        return reply.code(413).send({ error: tooLargeMessage(app.config.publishMaxBytes) });
      }
      let unpacked: Awaited<ReturnType<typeof unpackBuild>>;
      try {
        unpacked = await unpackBuild(body, app.config.publishMaxBytes);
      } catch (err) {
        if (err instanceof UploadRefused) {
          if (err.status === 413) reply.header('Connection', 'close');
          return reply.code(err.status).send({ error: err.messageEs });
        }
        throw err;
      }
      try {
        const remote = request.params.name;
        const rollback = request.query.rollback === 'true' || request.query.rollback === '1';
        const dir = unpacked.dir;
        const result = await store.publish(remote, {
          fromDir: dir,
          who: request.deployKey ? keyActor(request.deployKey) : 'clave',
          checks: async (version, live) => {
            checkNewer(remote, version, live, rollback);
            await checkSharedRanges(dir, remote, version, shellVersions);
            await checkBudget(dir, remote, version, app.config.publishBudgetBytes);
          },
        });
        request.log.info({ ...result, key: request.deployKey && keyActor(request.deployKey) }, 'build published');
        return reply.code(result.outcome === 'stored' ? 201 : 200).send(result);
      } catch (err) {
        return replyOpsError(reply, err);
      } finally {
        await unpacked.cleanup();
      }
    },
  );

  app.post<{ Params: { name: string } }>(
    '/deploy/remotes/:name/canary',
    {
      config: { deployKey: true },
      preHandler: keyGuard,
      schema: {
        tags: ['deploy'],
        summary:
          'Start a published version as a canary that promotes itself when its signals are not worse (and aborts itself when clearly worse)',
        security: [{ deployKey: [] }],
      },
    },
    async (request, reply) => {
      const body = parseOpsBody(opsCanaryStartSchema, request, reply);
      if (!body) return reply;
      const remote = request.params.name;
      const who = request.deployKey ? keyActor(request.deployKey) : 'clave';
      try {
        const result = await store.startCanary(remote, { ...body, who });
        await rows(
          app.db,
          sql`insert into canary_auto_promote (remote, version, requested_by) values (${remote}, ${result.canary}, ${who})
              on conflict (remote, version) do update set requested_by = excluded.requested_by, requested_at = now()`,
        );
        return result;
      } catch (err) {
        return replyOpsError(reply, err);
      }
    },
  );
}
