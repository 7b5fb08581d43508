import { useRef, useState, type FormEvent } from 'react';
import { rectificationRequestSchema } from '@inpro/shared-contracts';
import { Button, TextArea } from '@inpro/ui';
import { Dialog } from '@inpro/ui/admin';

export interface RectifyDialogProps {
  open: boolean;
  sessionLabel: string;
  busy: boolean;
  /** Server refusal to show in the form. */
  serverError?: string;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/** Asks the reason of a rectification request (required, validated like the server). */
export function RectifyDialog({ open, sessionLabel, busy, serverError, onClose, onSubmit }: RectifyDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = rectificationRequestSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      fieldRef.current?.focus();
      return;
    }
    onSubmit(parsed.data.reason);
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Rectificar asistencia"
      initialFocusRef={fieldRef}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" form="rectify-form" loading={busy} loadingText="Enviando…">
            Enviar solicitud
          </Button>
        </>
      }
    >
      <form id="rectify-form" onSubmit={submit} noValidate>
        <p>{sessionLabel}. El docente revisará tu solicitud.</p>
        <TextArea
          ref={fieldRef}
          label="Motivo"
          required
          maxLength={1000}
          value={reason}
          error={error ?? serverError}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
      </form>
    </Dialog>
  );
}
