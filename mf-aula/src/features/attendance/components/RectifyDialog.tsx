import { useRef } from 'react';
import { rectificationRequestSchema } from '@inpro/shared-contracts';
import { Button, TextArea, useOnlineAction } from '@inpro/ui';
import { Dialog, areaStyles as common } from '@inpro/ui/admin';
import { useZodForm } from '@inpro/ui/forms';

const RECTIFY_ERROR = 'No se pudo enviar la solicitud.';

export interface RectifyDialogProps {
  open: boolean;
  sessionLabel: string;
  onClose: () => void;
  /** Sends the checked reason; a refusal it throws is shown in the form. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/** Asks the reason of a rectification request (required, checked by the server's schema). */
export function RectifyDialog({ open, sessionLabel, onClose, onSubmit }: RectifyDialogProps) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const form = useZodForm({
    schema: rectificationRequestSchema,
    defaultValues: { reason: '' },
    failure: RECTIFY_ERROR,
    onSubmit: ({ reason }) => onSubmit(reason),
  });
  // Offline the reason can still be written; only sending waits for the connection.
  const online = useOnlineAction();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Rectificar asistencia"
      initialFocusRef={fieldRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={form.busy}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form="rectify-form"
            loading={form.busy}
            loadingText="Enviando…"
            disabled={online.offline}
            aria-describedby={online.describedBy}
          >
            Enviar solicitud
          </Button>
        </>
      }
    >
      <form id="rectify-form" onSubmit={form.submit} noValidate>
        <p>{sessionLabel}. El docente revisará tu solicitud.</p>
        <TextArea ref={fieldRef} label="Motivo" required maxLength={1000} {...form.field('reason')} />
        {online.reason}
        {form.errors._ ? (
          <p className={common.formError} role="alert">
            {form.errors._}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
