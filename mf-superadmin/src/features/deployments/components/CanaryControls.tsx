import { formatLimaDateTime, opsCanaryStartSchema, type OpsRemote } from '@inpro/shared-contracts';
import { Badge, Button, SelectField, TextField, loadError, useToast } from '@inpro/ui';
import { useConfirm } from '@inpro/ui/admin';
import { useZodForm } from '@inpro/ui/forms';
import { useCanary } from '../hooks/useCanary';
import styles from './Deployments.module.css';

/**
 * A remote's canary: while one runs, what it is and «Promover a todos» / «Abortar canario»; else a
 * deployed version and a share of browsers to start one («Iniciar canario»).
 */
export function CanaryControls({ remote }: { remote: OpsRemote }) {
  const canary = useCanary();
  const toast = useToast();
  const [confirm, confirmDialog] = useConfirm();
  const candidates = remote.versions.filter((v) => v.version !== remote.active).reverse();
  const fail = (err: unknown) => toast.error(loadError(err, 'No se pudo cambiar el canario.'));
  const form = useZodForm({
    schema: opsCanaryStartSchema,
    defaultValues: { version: '', percent: '10' },
    failure: 'No se pudo cambiar el canario.',
    onSubmit: ({ version, percent }) =>
      canary.mutate(
        { remote: remote.remote, move: 'start', version, percent },
        { onSuccess: () => toast.success(`${remote.remote}: canario ${version} al ${percent} % de los navegadores.`), onError: fail },
      ),
  });

  if (!remote.active) return null;
  if (remote.canary) {
    const running = remote.canary;
    const move = async (kind: 'promote' | 'abort') => {
      const ok = await confirm(
        kind === 'promote'
          ? {
              title: `¿Promover ${running.version} a todos los navegadores?`,
              message: `La versión ${running.version} de ${remote.remote} pasará a estar en vivo para todos en la próxima carga de página.`,
              confirmLabel: 'Promover',
            }
          : {
              title: `¿Abortar el canario ${running.version}?`,
              message: `Todos volverán a ${remote.active} en la próxima carga de página; las páginas ya abiertas siguen funcionando.`,
              confirmLabel: 'Abortar',
              danger: true,
            },
      );
      if (!ok) return;
      canary.mutate(
        { remote: remote.remote, move: kind },
        {
          onSuccess: () =>
            toast.success(
              kind === 'promote'
                ? `${remote.remote}: versión ${running.version} en vivo para todos.`
                : `${remote.remote}: canario abortado.`,
            ),
          onError: fail,
        },
      );
    };
    return (
      <div className={styles.canary} data-testid={`canary-${remote.remote}`}>
        <p className={styles.live}>
          <Badge tone="warning">
            Canario {running.version} al {running.percent} %
          </Badge>{' '}
          desde el {formatLimaDateTime(running.since)}. Se aborta solo si su tasa de error es claramente peor que la estable.
        </p>
        <div className={styles.actions}>
          <Button size="sm" disabled={canary.isPending} onClick={() => void move('promote')}>
            Promover a todos
          </Button>
          <Button size="sm" variant="secondary" disabled={canary.isPending} onClick={() => void move('abort')}>
            Abortar canario
          </Button>
        </div>
        {confirmDialog}
      </div>
    );
  }
  if (!candidates.length) return null;

  return (
    <form className={styles.canaryForm} onSubmit={form.submit} noValidate aria-label={`Canario de ${remote.remote}`}>
      <SelectField
        label="Versión del canario"
        placeholder="Elija una versión"
        options={candidates.map((v) => ({ value: v.version, label: v.version }))}
        {...form.field('version')}
      />
      <TextField label="Porcentaje de navegadores" inputMode="numeric" {...form.field('percent')} />
      <Button type="submit" size="sm" variant="secondary" disabled={canary.isPending}>
        Iniciar canario
      </Button>
    </form>
  );
}
