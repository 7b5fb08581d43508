import { z } from 'zod';

/** `/remotes.json` */
export const remoteEntrySchema = z.object({ name: z.string(), version: z.string(), entry: z.string() });
export const remotesManifestSchema = z.object({
  updatedAt: z.string(),
  remotes: z.record(z.string(), remoteEntrySchema),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

export const remoteNameParamsSchema = z.object({
  name: z.string().regex(/^mf-[a-z]+$/, { error: 'Remoto inválido.' }),
});

/** POST /ops/remotes/{name}/activate */
export const activateRemoteSchema = z.object({
  version: z
    .string({ error: 'Indica la versión.' })
    .trim()
    .min(1, { error: 'Indica la versión.' })
    .max(64, { error: 'Versión inválida.' })
    .regex(/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/, { error: 'Versión inválida.' }),
});

/** POST /ops/remotes/{name}/rollback (optional target version). */
export const rollbackRemoteSchema = z.object({
  to: z.string().trim().max(64).optional(),
});

/** One deployed version of a remote (GET /ops/remotes). */
export const opsVersionSchema = z.object({
  version: z.string(),
  contractsVersion: z.string().nullable(),
  builtAt: z.string().nullable(),
});
export type OpsVersion = z.infer<typeof opsVersionSchema>;

/** A remote: its active version and every deployed version (GET /ops/remotes). */
export const opsRemoteSchema = z.object({
  remote: z.string(),
  active: z.string().nullable(),
  versions: z.array(opsVersionSchema),
});
export type OpsRemote = z.infer<typeof opsRemoteSchema>;

/** One pointer move of the history: who moved which remote from which version to which, and when. */
export const opsHistoryEntrySchema = z.object({
  remote: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  who: z.string(),
  when: z.string(),
  action: z.enum(['deploy', 'activate', 'rollback']),
});
export type OpsHistoryEntry = z.infer<typeof opsHistoryEntrySchema>;

/** GET /ops/remotes: every remote and the history, newest first. */
export const opsRemotesResponseSchema = z.object({
  remotes: z.array(opsRemoteSchema),
  history: z.array(opsHistoryEntrySchema),
});
export type OpsRemotesResponse = z.infer<typeof opsRemotesResponseSchema>;

/** POST /ops/remotes/{name}/activate and /rollback answer. */
export const opsMoveResultSchema = z.object({ remote: z.string(), from: z.string().nullable(), to: z.string() });
export type OpsMoveResult = z.infer<typeof opsMoveResultSchema>;

/** GET /site/config */
export const siteConfigSchema = z.object({ contactEmail: z.string(), contactPhone: z.string() });
export type SiteConfigResponse = z.infer<typeof siteConfigSchema>;

/** GET /health */
