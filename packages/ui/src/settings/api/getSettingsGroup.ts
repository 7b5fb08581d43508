import type { HttpClient, SettingsGroup } from '@inpro/shared-contracts';

/** What the settings screens read of a group: its values, and of each secret only whether it is set. */
export type SettingsView = Record<string, unknown>;

/** GET /admin/settings/{group} */
export async function getSettingsGroup(http: HttpClient, group: SettingsGroup, signal?: AbortSignal): Promise<SettingsView> {
  return (await http.get<SettingsView>(`/admin/settings/${group}`, { signal })).data;
}
