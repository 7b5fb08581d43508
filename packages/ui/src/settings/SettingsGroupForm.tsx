import { useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_GROUP_LABELS, settingsChangesSchema, type SettingsGroup } from '@inpro/shared-contracts';
import { Button, CheckboxField, ErrorState, LoadingText, SelectField, TextField, loadError, useHttp, useToast } from '@inpro/ui';
import { useZodForm } from '@inpro/ui/forms';
import { areaStyles as styles } from '@inpro/ui/layout';
import { getSettingsGroup, type SettingsView } from './api/getSettingsGroup';
import { saveSettingsGroup } from './api/saveSettingsGroup';
import { uploadSettingsImage } from './api/uploadSettingsImage';
import { applyThemeScheme } from './themeScheme';
import { settingsChanges, settingsDraft, type SettingsDraft, type SettingsField } from './settingsDraft';

const settingsKey = (group: SettingsGroup) => ['settings', group] as const;

function secretState(view: SettingsView, key: string): string {
  const s = view[key] as { isSet?: boolean; last4?: string | null } | undefined;
  return s?.isSet ? `Configurada (termina en ${s.last4 ?? '····'}). Escribe una nueva para reemplazarla.` : 'Sin configurar.';
}

interface SettingsGroupFormProps {
  group: SettingsGroup;
  fields: readonly SettingsField[];
  title?: string;
  readOnlyNote?: string;
  children?: ReactNode;
}

/**
 * The form of one settings group (GET/PUT /admin/settings/{group}), built from field descriptors so
 * that every area edits the same store with the same component. Only changed fields are checked
 * (with the PUT body's schema, as the server does) and sent; an empty secret keeps the stored one.
 * With `readOnlyNote` (a group the user may read but not change) the fields are shown disabled
 * under that note, with no «Guardar».
 */
export function SettingsGroupForm(props: SettingsGroupFormProps) {
  const http = useHttp();
  const view = useQuery({
    queryKey: settingsKey(props.group),
    queryFn: ({ signal }) => getSettingsGroup(http, props.group, signal),
  });
  if (view.isPending) return <LoadingText>Cargando configuración…</LoadingText>;
  if (view.isError)
    return <ErrorState message={loadError(view.error, 'No se pudo cargar la configuración.')} onRetry={() => view.refetch()} />;
  return <SettingsGroupEditor {...props} stored={view.data} />;
}

/** The form itself, once the stored values are known (they are its first values). */
function SettingsGroupEditor({ group, fields, title, readOnlyNote, children, stored }: SettingsGroupFormProps & { stored: SettingsView }) {
  const http = useHttp();
  const toast = useToast();
  const queryClient = useQueryClient();
  // What is checked and sent: the fields that differ from the values stored now (the query's).
  const schema = useMemo(
    () => settingsChangesSchema<SettingsDraft>(group, (values) => settingsChanges(values, settingsDraft(stored, fields), fields)),
    [group, stored, fields],
  );
  const { form, field, checkbox, errors, busy, submit, set, reset } = useZodForm({
    schema,
    defaultValues: settingsDraft(stored, fields),
    failure: 'No se pudo guardar.',
    onSubmit: async (patch: Record<string, unknown>) => {
      if (!Object.keys(patch).length) {
        toast.info('No hay cambios que guardar.');
        return;
      }
      const next = await saveSettingsGroup(http, group, patch);
      queryClient.setQueryData(settingsKey(group), next);
      // The colour scheme applies at once, here and in the other open tabs.
      if (group === 'theme' && typeof next.scheme === 'string') applyThemeScheme(next.scheme);
      reset(settingsDraft(next, fields));
      toast.success(`${SETTINGS_GROUP_LABELS[group]}: cambios guardados.`);
    },
  });

  const upload = async (f: Extract<SettingsField, { kind: 'image' }>, file: File) => {
    try {
      set(f.key, await uploadSettingsImage(http, f.imageKind, file));
    } catch (err) {
      form.setError(f.key, { type: 'server', message: loadError(err, 'No se pudo subir la imagen.') });
    }
  };

  const id = `settings-${group}`;
  return (
    <form className={styles.card} onSubmit={readOnlyNote ? (e) => e.preventDefault() : submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title ?? SETTINGS_GROUP_LABELS[group]}</h2>
      {readOnlyNote ? (
        <p id={`${id}-note`} className={styles.muted}>
          {readOnlyNote}
        </p>
      ) : null}
      <fieldset className={styles.readOnlyFields} disabled={!!readOnlyNote} aria-describedby={readOnlyNote ? `${id}-note` : undefined}>
        <div className={styles.formGrid}>
          {fields.map((f) => {
            if (f.kind === 'checkbox') return <CheckboxField key={f.key} label={f.label} hint={f.hint} {...checkbox(f.key)} />;
            if (f.kind === 'select')
              return (
                <SelectField
                  key={f.key}
                  label={f.label}
                  hint={f.hint}
                  options={f.options.map((o) => ({ value: o, label: o }))}
                  {...field(f.key)}
                />
              );
            if (f.kind === 'image')
              return (
                <div key={f.key}>
                  <TextField label={f.label} hint={f.hint} {...field(f.key)} />
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
                key={f.key}
                label={f.label}
                hint={f.kind === 'secret' ? secretState(stored, f.key) : f.hint}
                type={f.kind === 'secret' ? 'password' : f.kind}
                autoComplete={f.kind === 'secret' ? 'new-password' : undefined}
                {...field(f.key)}
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
          <Button type="submit" loading={busy} loadingText="Guardando…">
            Guardar
          </Button>
        )}
        {children}
      </div>
    </form>
  );
}
