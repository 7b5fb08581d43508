import { z } from '../zod';

/** A canary release of a remote: another version for a share of browsers (shared-contracts/src/canary.ts). */
const remoteCanarySchema = z.object({
  version: z.string(),
  entry: z.string(),
  /** Share of browsers (their sticky bucket 0–99 below it) that get the canary. */
  percent: z.number().int().min(1).max(99),
  since: z.string(),
});

/** One remote in `/remotes.json`: its federation container, deployed version and manifest URL. */
export const remotePointerSchema = z.object({
  /** Federation container name, e.g. mf_public. */
  name: z.string(),
  version: z.string().optional(),
  /** URL of the remote's manifest, e.g. /remotes/mf-public/1.0.0/mf-manifest.json */
  entry: z.string(),
  /** A canary running for this remote, if any. */
  canary: remoteCanarySchema.optional(),
});
export type RemotePointer = z.infer<typeof remotePointerSchema>;

/**
 * `/remotes.json`, the one type of it: written by ops (the artifact store), served by the site
 * (with the load time-out added, inlined in every page too) and read by the shell.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the source of the type below
const remotesManifestSchema = z.object({
  updatedAt: z.string().nullable().optional(),
  /** Time-out of remote entries and chunks (ms), added by the site. */
  loadTimeoutMs: z.number().optional(),
  remotes: z.record(z.string(), remotePointerSchema),
  /** The load ticket of this page load, added by the site: its field-signal beacons carry it (fieldSignals.ts). */
  loadTicket: z.string().optional(),
  /** This browser previews an unreleased version of one remote (preview.ts); its entry above is that version's. */
  preview: z.object({ remote: z.string(), version: z.string(), expiresAt: z.string() }).optional(),
});
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

/** One deployed version of a remote (GET /ops/remotes). */
const opsVersionSchema = z.object({
  version: z.string(),
  contractsVersion: z.string().nullable(),
  builtAt: z.string().nullable(),
});

/** A remote: its active version and every deployed version (GET /ops/remotes). */
const opsRemoteSchema = z.object({
  remote: z.string(),
  active: z.string().nullable(),
  versions: z.array(opsVersionSchema),
  canary: z.object({ version: z.string(), percent: z.number(), since: z.string() }).nullable().optional(),
});
export type OpsRemote = z.infer<typeof opsRemoteSchema>;

/** One pointer move of the history: who moved which remote from which version to which, and when. */
const opsHistoryEntrySchema = z.object({
  remote: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  who: z.string(),
  when: z.string(),
  /** publish: a build stored (nothing moved); preview: a preview link given (nothing moved). */
  action: z.enum(['deploy', 'activate', 'rollback', 'canary', 'promote', 'abort', 'publish', 'preview']),
  /** Share of browsers of a canary. */
  percent: z.number().optional(),
  /** Why (an automatic abort says what the field signals showed). */
  reason: z.string().optional(),
  /** The machine that made the move (MACHINE_NAME, else its host name). */
  machine: z.string().optional(),
});
export type OpsHistoryEntry = z.infer<typeof opsHistoryEntrySchema>;

/** GET /ops/remotes: every remote and the history, newest first. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the source of the type below
const opsRemotesResponseSchema = z.object({
  remotes: z.array(opsRemoteSchema),
  history: z.array(opsHistoryEntrySchema),
});
export type OpsRemotesResponse = z.infer<typeof opsRemotesResponseSchema>;

/** POST /ops/remotes/{name}/activate and /rollback answer. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the source of the type below
const opsMoveResultSchema = z.object({ remote: z.string(), from: z.string().nullable(), to: z.string() });
export type OpsMoveResult = z.infer<typeof opsMoveResultSchema>;

/** POST /ops/remotes/{name}/canary: a deployed version for a share of browsers. */
export const opsCanaryStartSchema = z.object({
  version: z.string({ error: 'Indique la versión del canario.' }).trim().min(1, 'Indique la versión del canario.'),
  percent: z.coerce
    .number({ error: 'Indique un porcentaje entre 1 y 99.' })
    .int('Indique un porcentaje entero entre 1 y 99.')
    .min(1, 'Indique un porcentaje entre 1 y 99.')
    .max(99, 'Indique un porcentaje entre 1 y 99.'),
});
export type OpsCanaryStart = z.infer<typeof opsCanaryStartSchema>;

/** POST /ops/remotes/{name}/preview and /deploy/remotes/{name}/preview: a link that previews a stored version. */
export const opsPreviewStartSchema = z.object({
  version: z.string({ error: 'Indique la versión a previsualizar.' }).trim().min(1, 'Indique la versión a previsualizar.'),
});

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the source of the type below
const opsPreviewLinkSchema = z.object({ remote: z.string(), version: z.string(), url: z.string(), expiresAt: z.string() });
export type OpsPreviewLink = z.infer<typeof opsPreviewLinkSchema>;

/** POST /ops/deploy-keys: a key for a team's pipeline, limited to the remotes it ships. */
export const deployKeyCreateSchema = z.object({
  name: z
    .string({ error: 'Indique el nombre del equipo.' })
    .trim()
    .min(2, 'Indique el nombre del equipo (al menos 2 caracteres).')
    .max(80, 'El nombre admite hasta 80 caracteres.'),
  remotes: z
    .array(z.string().regex(/^mf-[a-z][a-z0-9-]*$/, 'Micro-frontend no válido.'), { error: 'Elija al menos un micro-frontend.' })
    .min(1, 'Elija al menos un micro-frontend.')
    .max(10, 'Elija como máximo 10 micro-frontends.'),
});
export type DeployKeyCreate = z.infer<typeof deployKeyCreateSchema>;

/** A deploy key as the deployments screen lists it (the key itself is shown once, on creation). */
export interface DeployKeyItem {
  id: number;
  name: string;
  remotes: string[];
  /** The key's last 4 characters. */
  hint: string;
  createdBy: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
