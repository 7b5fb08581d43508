import { useState, type FormEvent } from 'react';
import { OVERRIDE_REASON_REQUIRED, type Participant } from '@inpro/shared-contracts';
import { Button, TextArea } from '@inpro/ui';
import { Dialog, areaStyles } from '@inpro/ui/admin';

/**
 * "Emitir por excepción" (master administrator only): the unmet rules, and the reason for issuing
 * anyway, which the server records in the audit log.
 */
export function OverrideCertificateDialog({
  participant,
  busy,
  error,
  onIssue,
  onClose,
}: {
  participant: Participant;
  busy: boolean;
  error: string | null;
  onIssue: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (reason.trim().length < 10) {
      setInvalid(OVERRIDE_REASON_REQUIRED);
      return;
    }
    setInvalid(null);
    onIssue(reason.trim());
  };
  return (
    <Dialog
      open
      onClose={onClose}
      dismissable={!busy}
      title={`Emitir por excepción: ${participant.fullName}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancelar
          </Button>
          <Button type="submit" form="override-certificate-form" loading={busy} loadingText="Emitiendo…">
            Emitir por excepción
          </Button>
        </>
      }
    >
      <form id="override-certificate-form" onSubmit={submit} noValidate aria-label="Emitir por excepción">
        <p>No cumple:</p>
        <ul>
          {participant.eligibility.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <TextArea
          label="Motivo de la excepción"
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={invalid ?? undefined}
          hint="Queda registrado en la auditoría."
        />
        {error ? (
          <p className={areaStyles.formError} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
