import type { FastifyRequest } from 'fastify';
import {
  INVALID_DATA_MESSAGE,
  SETTINGS_GROUP_LABELS,
  SETTINGS_MASTER_ONLY,
  isMasterSettingsGroup,
  SETTINGS_SECRETS,
  fieldErrors,
  settingsPatchSchema,
  toSettingsView,
  type SettingsGroup,
  type SettingsPatch,
  type SettingsValues,
  type SettingsView,
} from '@inpro/shared-contracts';
import { audit } from '../../audit';
import { isSuperAdminRole } from '../../auth/guards';
import { badRequest, forbidden } from '../../errors';
import { notifyMasterAdmins } from './notifyMasters';
import { invalidateSettings, loadGroup, lockGroup, saveGroup } from './store';

/** The group after applying the patch: secrets set by text, cleared by null, kept when absent. */
function applyPatch<G extends SettingsGroup>(group: G, current: SettingsValues[G], patch: SettingsPatch<G>): Record<string, unknown> {
  const secrets = SETTINGS_SECRETS[group] as readonly string[];
  const next: Record<string, unknown> = { ...current };
  for (const [k, v] of Object.entries(patch as Record<string, unknown>)) {
    if (v === undefined) continue;
    next[k] = secrets.includes(k) ? (v === null ? '' : v) : v;
  }
  return next;
}

/** Groups carrying secrets, sign-in or money are the master administrator's (403 for anyone else). */
export function assertMaySaveGroup(req: FastifyRequest, group: SettingsGroup): void {
  if (isMasterSettingsGroup(group) && !isSuperAdminRole(req.user.role)) throw forbidden(SETTINGS_MASTER_ONLY);
}

/**
 * PUT /admin/settings/{group}: validates the patch (the changed fields only), stores the group (secrets
 * encrypted), writes the audit entry (names of the changed fields, never their values) and
 * invalidates the cache. A change of a master group is also mailed to every master administrator
 * (through the old mail settings when those are what changed). Answers the group's view (secrets as `{isSet, last4}`).
 */
export async function updateSettings<G extends SettingsGroup>(
  req: FastifyRequest,
  group: G,
  patch: SettingsPatch<G>,
): Promise<SettingsView<G>> {
  assertMaySaveGroup(req, group);
  const app = req.server;
  let notice = null as { changed: string[]; before: SettingsValues[G] } | null;
  const value = await app.db.transaction(async (tx) => {
    await lockGroup(app, group, tx);
    const current = await loadGroup(app, group, tx);
    // Only the fields the patch changes are checked (the settings forms check the same, with the same
    // schema): the others are the stored ones, each valid already (loadGroup gives its default in
    // place of one a newer rule refuses), so such a stored value never blocks a save.
    const parsed = settingsPatchSchema(group).safeParse(patch);
    if (!parsed.success) {
      const details = fieldErrors(parsed.error.issues);
      throw badRequest(Object.values(details)[0] ?? INVALID_DATA_MESSAGE, details);
    }
    const next = applyPatch(group, current, parsed.data as SettingsPatch<G>) as SettingsValues[G];
    const changed = Object.keys(next).filter(
      (k) => JSON.stringify((next as Record<string, unknown>)[k]) !== JSON.stringify((current as Record<string, unknown>)[k]),
    );
    await saveGroup(app, group, next, req.user.id, tx);
    if (changed.length) {
      await audit(
        req,
        { action: 'UPDATE', entity: 'settings', entityId: group, label: SETTINGS_GROUP_LABELS[group], details: { changed } },
        tx,
      );
      if (isMasterSettingsGroup(group)) notice = { changed, before: current };
    }
    return next;
  });
  invalidateSettings(app, group);
  if (notice) {
    const { changed, before } = notice;
    notifyMasterAdmins(req, group, changed, group === 'smtp' ? (before as SettingsValues['smtp']) : undefined);
  }
  return toSettingsView(group, value);
}
