import { Button, useToast, type OnlineAction } from '@inpro/ui';
import type { useKeptFile } from '../hooks/useKeptFile';

const KEEP_LABEL = 'Disponible sin conexión';
const KEPT_MESSAGE = 'PDF guardado en este dispositivo: podrás abrirlo sin conexión.';
const REMOVED_MESSAGE = 'PDF quitado de este dispositivo.';
const KEEP_ERROR = 'No se pudo guardar el PDF en este dispositivo. Revisa el espacio libre e inténtalo de nuevo.';

/**
 * «Disponible sin conexión»: a toggle that keeps the PDF on the device (pressed) or removes it.
 * Keeping downloads the file, so it waits for the connection; removing does not.
 */
export function KeepOfflineButton({ name, file, online }: { name: string; file: ReturnType<typeof useKeptFile>; online: OnlineAction }) {
  const toast = useToast();
  const busy = file.keep.isPending || file.remove.isPending;
  const needsNetwork = !file.kept && online.offline;
  return (
    <Button
      size="sm"
      variant={file.kept ? 'primary' : 'secondary'}
      aria-pressed={file.kept}
      aria-label={`${KEEP_LABEL}: ${name}`}
      aria-describedby={needsNetwork ? online.describedBy : undefined}
      disabled={needsNetwork}
      loading={busy}
      onClick={() =>
        file.kept
          ? file.remove.mutate(undefined, { onSuccess: () => toast.success(REMOVED_MESSAGE), onError: () => toast.error(KEEP_ERROR) })
          : file.keep.mutate(undefined, { onSuccess: () => toast.success(KEPT_MESSAGE), onError: () => toast.error(KEEP_ERROR) })
      }
    >
      {file.kept ? <span aria-hidden="true">✓ </span> : null}
      {KEEP_LABEL}
    </Button>
  );
}
