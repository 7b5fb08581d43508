import { formatLimaDateTime } from '@inpro/shared-contracts';
import { Button, ErrorState, FirstLoad, LoadingText, TextField, buttonClass, loadError, useOnlineAction, useToast } from '@inpro/ui';
import { useConfirm } from '@inpro/ui/admin';
import { PageHeading } from '../../../app/PageHeading';
import { useCalendarLink, useCalendarLinkMutations } from '../hooks/useRecords';
import styles from './Records.module.css';

export const CALENDAR_ERROR = 'No se pudo cargar tu enlace de calendario.';
export const CALENDAR_SAVE_ERROR = 'No se pudo cambiar tu enlace de calendario.';

/** The feed's address as a calendar app subscribes to it. */
const absolute = (path: string) => new URL(path, window.location.origin).href;

/** /aula/calendario: the secret address of the student's calendar feed, to copy, renew or revoke. */
export function CalendarFeedPage() {
  const toast = useToast();
  const link = useCalendarLink();
  const { create, revoke } = useCalendarLinkMutations();
  const [confirm, confirmDialog] = useConfirm();
  const busy = create.isPending || revoke.isPending;
  const online = useOnlineAction();

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (err) {
      toast.error(loadError(err, CALENDAR_SAVE_ERROR));
    }
  };
  const renew = async () => {
    const ok = await confirm({
      title: '¿Generar un enlace nuevo?',
      message: 'El enlace actual dejará de funcionar; tendrás que suscribirte de nuevo con el nuevo enlace.',
      confirmLabel: 'Generar enlace nuevo',
    });
    if (ok) await run(() => create.mutateAsync(), 'Enlace nuevo generado.');
  };
  const onRevoke = async () => {
    const ok = await confirm({
      title: '¿Revocar el enlace?',
      message: 'Tu calendario dejará de recibir tus clases y entregas.',
      confirmLabel: 'Revocar enlace',
      danger: true,
    });
    if (ok) await run(() => revoke.mutateAsync(), 'Enlace revocado.');
  };
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Enlace copiado.');
    } catch {
      toast.error('No se pudo copiar; selecciona el enlace y cópialo.');
    }
  };

  let content;
  if (link.isPending)
    content = (
      <FirstLoad query={link}>
        <LoadingText>Cargando tu enlace…</LoadingText>
      </FirstLoad>
    );
  // A failed refresh keeps what the screen had (offline, the worker's copy or the last answer).
  else if (link.isLoadingError) content = <ErrorState message={loadError(link.error, CALENDAR_ERROR)} onRetry={() => link.refetch()} />;
  else if (!link.data.path)
    content = (
      <div className={styles.panel}>
        <h2>Sin enlace</h2>
        <p>Crea tu enlace privado y agrégalo a Google Calendar, Outlook o el calendario de tu teléfono.</p>
        {online.reason}
        <Button
          loading={create.isPending}
          loadingText="Creando…"
          disabled={online.offline}
          aria-describedby={online.describedBy}
          onClick={() => run(() => create.mutateAsync(), 'Enlace creado.')}
        >
          Crear enlace de calendario
        </Button>
      </div>
    );
  else {
    const url = absolute(link.data.path);
    const webcal = url.replace(/^https?:/, 'webcal:');
    content = (
      <div className={styles.panel}>
        <h2>Tu enlace privado</h2>
        <p>Quien tenga este enlace ve tus clases y entregas: no lo compartas. Creado el {formatLimaDateTime(link.data.createdAt)}.</p>
        <TextField
          label="Enlace del calendario (iCal)"
          value={url}
          readOnly
          name="calendarUrl"
          onFocus={(e) => e.currentTarget.select()}
          hint="En tu aplicación de calendario, elige «Agregar calendario desde URL» y pega este enlace."
        />
        {online.reason}
        <div className={styles.actions}>
          <Button onClick={() => copy(url)}>Copiar enlace</Button>
          <a className={buttonClass('secondary')} href={webcal}>
            Abrir en mi calendario
          </a>
          <Button variant="secondary" disabled={busy || online.offline} aria-describedby={online.describedBy} onClick={renew}>
            Generar enlace nuevo
          </Button>
          <Button variant="danger" disabled={busy || online.offline} aria-describedby={online.describedBy} onClick={onRevoke}>
            Revocar enlace
          </Button>
        </div>
      </div>
    );
  }
  return (
    <section>
      <PageHeading
        title="Mi calendario"
        subtitle="Tus clases en vivo y las fechas de entrega de tus cursos, en hora de Lima, en tu aplicación de calendario."
      />
      {content}
      {confirmDialog}
    </section>
  );
}
