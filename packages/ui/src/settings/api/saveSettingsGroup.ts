import type { HttpClient, SettingsGroup } from '@inpro/shared-contracts';
import type { SettingsView } from './getSettingsGroup';

/** PUT /admin/settings/{group}: the changed fields; answers the group as saved. */
export async function saveSettingsGroup(http: HttpClient, group: SettingsGroup, patch: Record<string, unknown>): Promise<SettingsView> {
  return (await http.put<SettingsView>(`/admin/settings/${group}`, patch)).data;
}
