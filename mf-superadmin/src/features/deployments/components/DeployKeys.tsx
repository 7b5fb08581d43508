import { useState, type FormEvent } from 'react';
import { REMOTE_NAMES, deployKeyCreateSchema, formatLimaDateTime, type DeployKeyItem } from '@inpro/shared-contracts';
import { Badge, Button, CheckboxField, ErrorState, LoadingText, TextField, loadError, useToast } from '@inpro/ui';
import { DataTable, useConfirm, type DataColumn } from '@inpro/ui/admin';
import { areaStyles as common } from '@inpro/ui/admin';
import styles from './Deployments.module.css';
import { useDeployKeyMoves, useDeployKeys } from '../hooks/useDeployKeys';

const DEPLOY_KEYS_LOAD_ERROR = 'No se pudieron cargar las claves de despliegue.';

/** A new key, shown once: after this panel is closed only its last characters are known. */
function NewKey({ created, onDone }: { created: DeployKeyItem & { key: string }; onDone: () => void }) {
  return (
    <div role="status" className={common.card} aria-label="Clave creada">
      <p>
        Clave de <strong>{created.name}</strong> para {created.remotes.join(', ')}. Cópiela ahora: no se volverá a mostrar.
      </p>
      <p>
        <code data-testid="new-deploy-key">{created.key}</code>
      </p>
      <p className={common.muted}>
        Desde el pipeline: <code>npm run remotes -- publish {created.remotes[0]} --site https://… --key $INPRO_DEPLOY_KEY</code>
      </p>
      <Button size="sm" variant="secondary" onClick={onDone}>
        Listo, la guardé
      </Button>
    </div>
  );
}

/** The teams' deploy keys on /superadmin/despliegues: create (shown once), list, revoke. */
export function DeployKeys() {
  const keys = useDeployKeys();
  const { create, revoke } = useDeployKeyMoves();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const [name, setName] = useState('');
  const [remotes, setRemotes] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ name?: string; remotes?: string }>({});
  const [created, setCreated] = useState<(DeployKeyItem & { key: string }) | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = deployKeyCreateSchema.safeParse({ name, remotes });
    if (!parsed.success) {
      const next: { name?: string; remotes?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'remotes' ? 'remotes' : 'name';
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (key) => {
        setCreated(key);
        setName('');
        setRemotes([]);
      },
      onError: (err) => toast.error(loadError(err, 'No se pudo crear la clave.')),
    });
  };

  const askRevoke = async (key: DeployKeyItem) => {
    const ok = await confirm({
      title: `¿Revocar la clave «${key.name}»?`,
      message: 'Su pipeline ya no podrá publicar. Esto no se puede deshacer: para volver a publicar, cree otra clave.',
      confirmLabel: 'Revocar',
      danger: true,
    });
    if (!ok) return;
    revoke.mutate(key.id, {
      onSuccess: () => toast.success(`Clave «${key.name}» revocada.`),
      onError: (err) => toast.error(loadError(err, 'No se pudo revocar la clave.')),
    });
  };

  const columns: DataColumn<DeployKeyItem>[] = [
    { key: 'name', header: 'Equipo', rowHeader: true },
    { key: 'remotes', header: 'Micro-frontends', render: (k) => k.remotes.join(', ') },
    { key: 'hint', header: 'Clave', render: (k) => `…${k.hint}` },
    { key: 'createdBy', header: 'Creada por', render: (k) => `${k.createdBy}, ${formatLimaDateTime(k.createdAt)}` },
    { key: 'lastUsedAt', header: 'Último uso', render: (k) => (k.lastUsedAt ? formatLimaDateTime(k.lastUsedAt) : 'Nunca') },
    {
      key: 'revokedAt',
      header: 'Estado',
      render: (k) =>
        k.revokedAt ? (
          <Badge tone="neutral">Revocada</Badge>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            disabled={revoke.isPending}
            onClick={() => void askRevoke(k)}
            aria-label={`Revocar ${k.name}`}
          >
            Revocar
          </Button>
        ),
    },
  ];

  return (
    <>
      <h2 className={styles.sectionTitle}>Claves de despliegue</h2>
      <p className={common.muted}>
        Cada equipo publica sus micro-frontends desde su propio pipeline con una clave limitada a ellos. La clave se muestra una sola vez y
        solo se guarda su huella.
      </p>
      {created ? <NewKey created={created} onDone={() => setCreated(null)} /> : null}
      <form aria-label="Nueva clave de despliegue" className={common.card} onSubmit={submit} noValidate>
        <TextField label="Equipo" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} maxLength={80} />
        <fieldset>
          <legend>Micro-frontends que puede publicar</legend>
          {REMOTE_NAMES.map((remote) => (
            <CheckboxField
              key={remote}
              label={remote}
              checked={remotes.includes(remote)}
              onChange={(e) => setRemotes((rs) => (e.target.checked ? [...rs, remote] : rs.filter((r) => r !== remote)))}
            />
          ))}
          {errors.remotes ? (
            <p role="alert" className={common.muted}>
              {errors.remotes}
            </p>
          ) : null}
        </fieldset>
        <Button type="submit" disabled={create.isPending}>
          Crear clave
        </Button>
      </form>
      {keys.isPending ? <LoadingText>Cargando claves…</LoadingText> : null}
      {keys.isError ? <ErrorState message={loadError(keys.error, DEPLOY_KEYS_LOAD_ERROR)} onRetry={() => void keys.refetch()} /> : null}
      {keys.data ? (
        <DataTable
          caption="Claves de despliegue"
          captionHidden
          columns={columns}
          rows={keys.data}
          rowKey={(k) => String(k.id)}
          emptyText="Sin claves."
        />
      ) : null}
      {confirmDialog}
    </>
  );
}
