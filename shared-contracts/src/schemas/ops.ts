import { z } from 'zod';

/** `/remotes.json` */
export const remoteEntrySchema = z.object({ name: z.string(), version: z.string(), entry: z.string() });
export const remotesManifestSchema = z.object({
  updatedAt: z.string(),
  remotes: z.record(z.string(), remoteEntrySchema),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

export const REMOTE_NAMES = ['mf-public', 'mf-aula', 'mf-teacher', 'mf-admin', 'mf-superadmin'] as const;

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

export const remoteHistoryEntrySchema = z.object({
  remote: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  action: z.string(),
  by: z.string(),
  at: z.string(),
});
export type RemoteHistoryEntry = z.infer<typeof remoteHistoryEntrySchema>;

export const remoteStatusSchema = z.object({
  remote: z.string(),
  name: z.string(),
  active: z.string().nullable(),
  versions: z.array(z.string()),
});
export type RemoteStatus = z.infer<typeof remoteStatusSchema>;

/** GET /site/config */
export const siteConfigSchema = z.object({ contactEmail: z.string(), contactPhone: z.string() });
export type SiteConfigResponse = z.infer<typeof siteConfigSchema>;

/** GET /health */
