import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import path from 'node:path';
import type { Readable } from 'node:stream';
import { REPO_ROOT } from '../../../../config';
import { auditKeyUse, keyActor, requireDeployKey } from '../../../../domain/releases/deployKeys';
import { replyOpsError } from '../../../../domain/releases/errors';
import { checkBudget, checkNewer, checkSharedRanges, shellSharedVersions } from '../../../../domain/releases/publishChecks';
import { UploadRefused, tooLargeMessage, unpackBuild } from '../../../../domain/releases/publishUpload';
import type { OpsRoutesOptions } from '../../../../domain/releases/routeOptions';

type NameParams = { Params: { name: string }; Querystring: { rollback?: string } };

/**
 * POST /api/deploy/remotes/:name/versions[?rollback=true]   body: the build as .tar.gz (streamed) → the stored version
 * Before storing, a new version passes the checks (each a 409 in Spanish): container name, ./spa and
 * contracts major (the store's), shared singleton ranges the shell satisfies, the size budget of the
 * entry and first chunks, and a version higher than the live one unless published as a rollback.
 * Publishing stores a version and activates nothing; the same build again is the same version (200).
 */
export function publishVersionRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  const { store } = opts;
  const keyGuard = requireDeployKey(auditKeyUse);
  const shellVersions = shellSharedVersions(path.join(REPO_ROOT, 'shell'));

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
}
