import type { SettingsView } from './api/getSettingsGroup';

/** One field of a settings group as a screen shows it. */
export type SettingsField =
  | { key: string; label: string; kind: 'text' | 'number' | 'color' | 'email'; hint?: string }
  | { key: string; label: string; kind: 'select'; options: readonly string[]; hint?: string }
  | { key: string; label: string; kind: 'checkbox'; hint?: string }
  /** Write-only: the screen shows whether it is set and its last 4 characters, never the value. */
  | { key: string; label: string; kind: 'secret'; hint?: string }
  /** An image address, or a file uploaded to /admin/media/images?kind=…. */
  | { key: string; label: string; kind: 'image'; imageKind: 'logo' | 'signature' | 'course'; hint?: string };

/** A settings form's values: the text of each field, or whether a box is ticked. */
export type SettingsDraft = Record<string, string | boolean>;

/** The form's values for the stored ones: texts (a secret starts empty: it is never answered), ticks. */
export function settingsDraft(view: SettingsView, fields: readonly SettingsField[]): SettingsDraft {
  const out: SettingsDraft = {};
  for (const f of fields) {
    const v = view[f.key];
    out[f.key] = f.kind === 'checkbox' ? Boolean(v) : f.kind === 'secret' ? '' : v === null || v === undefined ? '' : String(v);
  }
  return out;
}

/**
 * The patch a settings form sends: the fields whose value differs from the stored one. A secret is
 * sent only when something is written in it (empty keeps the stored one); an emptied image is null.
 */
export function settingsChanges(values: SettingsDraft, stored: SettingsDraft, fields: readonly SettingsField[]): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.key];
    if (f.kind === 'secret') {
      if (typeof v === 'string' && v.trim()) patch[f.key] = v.trim();
    } else if (v !== stored[f.key]) {
      patch[f.key] = f.kind === 'image' && v === '' ? null : v;
    }
  }
  return patch;
}
