import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_GROUP_LABELS, type SettingsGroup } from '@inpro/shared-contracts';
import { Button, CheckboxField, ErrorState, LoadingText, SelectField, TextField, loadError, useHttp, useToast } from '@inpro/ui';
import { areaStyles as styles } from '@inpro/ui/layout';
import { getSettingsGroup, type SettingsView } from './api/getSettingsGroup';
import { saveSettingsGroup } from './api/saveSettingsGroup';
import { uploadSettingsImage } from './api/uploadSettingsImage';
import { applyThemeScheme } from './themeScheme';

/** One field of a settings group as a screen shows it. */
export type SettingsField =
  | { key: string; label: string; kind: 'text' | 'number' | 'color' | 'email'; hint?: string }
  | { key: string; label: string; kind: 'select'; options: readonly string[]; hint?: string }
  | { key: string; label: string; kind: 'checkbox'; hint?: string }
  /** Write-only: the screen shows whether it is set and its last 4 characters, never the value. */
  | { key: string; label: string; kind: 'secret'; hint?: string }
  /** An image address, or a file uploaded to /admin/media/images?kind=…. */
  | { key: string; label: string; kind: 'image'; imageKind: 'logo' | 'signature' | 'course'; hint?: string };

type View = SettingsView;
type Draft = Record<string, string | boolean>;

const settingsKey = (group: SettingsGroup) => ['settings', group] as const;

function draftOf(view: View, fields: readonly SettingsField[]): Draft {
  const out: Draft = {};
  for (const f of fields) {
    const v = view[f.key];
    out[f.key] = f.kind === 'checkbox' ? Boolean(v) : f.kind === 'secret' ? '' : v === null || v === undefined ? '' : String(v);
  }
  return out;
}

function secretState(view: View, key: string): string {
  const s = view[key] as { isSet?: boolean; last4?: string | null } | undefined;
  return s?.isSet ? `Configurada (termina en ${s.last4 ?? '····'}). Escribe una nueva para reemplazarla.` : 'Sin configurar.';
}

/**
 * The form of one settings group (GET/PUT /admin/settings/{group}), built from field descriptors so
 * that every area edits the same store with the same component. Only changed fields are sent;
 * an empty secret keeps the stored one. With `readOnlyNote` (a group the user may read but not
 * change) the fields are shown disabled under that note, with no «Guardar».
 */
export function SettingsGroupForm({
  group,
  fields,
  title,
  readOnlyNote,
  children,
}: {
  group: SettingsGroup;
  fields: readonly SettingsField[];
  title?: string;
  readOnlyNote?: string;
  children?: ReactNode;
}) {
  const http = useHttp();
  const toast = useToast();
  const queryClient = useQueryClient();
  const view = useQuery({
    queryKey: settingsKey(group),
    queryFn: ({ signal }) => getSettingsGroup(http, group, signal),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (view.data && draft === null) setDraft(draftOf(view.data, fields));
  }, [view.data, draft, fields]);
  const save = useMutation({
    mutationFn: (patch: Record<string, unknown>) => saveSettingsGroup(http, group, patch),
    onSuccess: (next) => {
      queryClient.setQueryData(settingsKey(group), next);
      // The colour scheme applies at once, here and in the other open tabs.
      if (group === 'theme' && typeof next.scheme === 'string') applyThemeScheme(next.scheme);
      setDraft(draftOf(next, fields));
      setErrors({});
      toast.success(`${SETTINGS_GROUP_LABELS[group]}: cambios guardados.`);
    },
    onError: (err) => {
      const data = (err as { response?: { data?: { error?: string; details?: Record<string, string> } } }).response?.data;
      setErrors(data?.details ?? { _: loadError(err, 'No se pudo guardar.') });
    },
  });
  const upload = async (f: Extract<SettingsField, { kind: 'image' }>, file: File) => {
    try {
      const url = await uploadSettingsImage(http, f.imageKind, file);
      setDraft((d) => ({ ...(d ?? {}), [f.key]: url }));
    } catch (err) {
      setErrors((e) => ({ ...e, [f.key]: loadError(err, 'No se pudo subir la imagen.') }));
    }
  };

  if (view.isPending || draft === null) return <LoadingText>Cargando configuración…</LoadingText>;
  if (view.isError)
    return <ErrorState message={loadError(view.error, 'No se pudo cargar la configuración.')} onRetry={() => view.refetch()} />;
  const current = draftOf(view.data, fields);
  const set = (key: string, value: string | boolean) => setDraft((d) => ({ ...(d ?? {}), [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (readOnlyNote) return;
    const patch: Record<string, unknown> = {};
    for (const f of fields) {
      const v = draft[f.key];
      if (f.kind === 'secret') {
        if (typeof v === 'string' && v.trim()) patch[f.key] = v.trim();
      } else if (v !== current[f.key]) {
        patch[f.key] = f.kind === 'image' && v === '' ? null : v;
      }
    }
    if (!Object.keys(patch).length) {
      toast.info('No hay cambios que guardar.');
      return;
    }
    save.mutate(patch);
  };

  const id = `settings-${group}`;
  return (
    <form className={styles.card} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? SETTINGS_GROUP_LABELS[group]}</h2>
      {readOnlyNote ? (
        <p id={`${id}-note`} className={styles.muted}>
          {readOnlyNote}
        </p>
      ) : null}
      <fieldset className={styles.readOnlyFields} disabled={!!readOnlyNote} aria-describedby={readOnlyNote ? `${id}-note` : undefined}>
        <div className={styles.formGrid}>
          {fields.map((f) => {
            const common = {
              key: f.key,
              label: f.label,
              hint: f.kind === 'secret' ? secretState(view.data, f.key) : f.hint,
              error: errors[f.key],
            };
            if (f.kind === 'checkbox')
              return <CheckboxField {...common} checked={draft[f.key] === true} onChange={(e) => set(f.key, e.target.checked)} />;
            if (f.kind === 'select')
              return (
                <SelectField
                  {...common}
                  value={String(draft[f.key])}
                  options={f.options.map((o) => ({ value: o, label: o }))}
                  onChange={(e) => set(f.key, e.target.value)}
                />
              );
            if (f.kind === 'image')
              return (
                <div key={f.key}>
                  <TextField
                    label={f.label}
                    hint={f.hint}
                    error={errors[f.key]}
                    value={String(draft[f.key])}
                    onChange={(e) => set(f.key, e.target.value)}
                  />
                  <TextField
                    label={`Subir ${f.label.toLowerCase()}`}
                    type="file"
                    accept="image/png,image/jpeg,image/webp"
                    onChange={(e) => {
                      const file = e.target.files?.[0];
                      if (file) void upload(f, file);
                    }}
                  />
                </div>
              );
            return (
              <TextField
                {...common}
                type={f.kind === 'secret' ? 'password' : f.kind}
                autoComplete={f.kind === 'secret' ? 'new-password' : undefined}
                value={String(draft[f.key])}
                onChange={(e) => set(f.key, e.target.value)}
              />
            );
          })}
        </div>
      </fieldset>
      {errors._ ? (
        <p className={styles.formError} role="alert">
          {errors._}
        </p>
      ) : null}
      <div className={styles.actions}>
        {readOnlyNote ? null : (
          <Button type="submit" loading={save.isPending} loadingText="Guardando…">
            Guardar
          </Button>
        )}
        {children}
      </div>
    </form>
  );
}
