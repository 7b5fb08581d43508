import { useRef } from 'react';
import { rectificationRequestSchema } from '@inpro/shared-contracts';
import { Button, TextArea } from '@inpro/ui';
import { Dialog, areaStyles as common } from '@inpro/ui/admin';
import { DraftNotice } from '@inpro/ui/drafts';
import { useZodForm } from '@inpro/ui/forms';
import { useReasonDraft } from '../hooks/useReasonDraft';

const RECTIFY_ERROR = 'No se pudo enviar la solicitud.';

export interface RectifyDialogProps {
  open: boolean;
  /** The session the request is about (its reason is kept on the device under it); null while closed. */
  sessionId: number | null;
  sessionLabel: string;
  onClose: () => void;
  /** Sends the checked reason; a refusal it throws is shown in the form. */
  onSubmit: (reason: string) => Promise<unknown>;
}

/** Asks the reason of a rectification request (required, checked by the server's schema). */
export function RectifyDialog({ open, sessionId, sessionLabel, onClose, onSubmit }: RectifyDialogProps) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const form = useZodForm({
    schema: rectificationRequestSchema,
    defaultValues: { reason: '' },
    failure: RECTIFY_ERROR,
    // Without connection the reason stays as a draft (see useFormDraft).
    onSubmit: ({ reason }) => draft.send(() => onSubmit(reason)),
  });
  const draft = useReasonDraft(sessionId, form.values, (reason) => form.set('reason', reason));
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
          <Button type="submit" form="rectify-form" loading={form.busy} loadingText="Enviando…">
            Enviar solicitud
          </Button>
        </>
      }
    >
      <form id="rectify-form" onSubmit={form.submit} noValidate>
        <p>{sessionLabel}. El docente revisará tu solicitud.</p>
        <TextArea ref={fieldRef} label="Motivo" required maxLength={1000} {...form.field('reason')} />
        <DraftNotice draft={draft} what="tu solicitud de rectificación" onSend={form.submit} busy={form.busy} />
        {form.errors._ ? (
          <p className={common.formError} role="alert">
            {form.errors._}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
