import { certificateOverrideSchema, type Participant } from '@inpro/shared-contracts';
import { Button, TextArea } from '@inpro/ui';
import { Dialog, areaStyles } from '@inpro/ui/admin';
import { useZodForm } from '@inpro/ui/forms';

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
  const form = useZodForm({
    schema: certificateOverrideSchema,
    defaultValues: { overrideReason: '' },
    failure: 'No se pudo emitir el certificado.',
    onSubmit: ({ overrideReason }) => {
      if (!busy) onIssue(overrideReason);
    },
  });
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
      <form id="override-certificate-form" onSubmit={form.submit} noValidate aria-label="Emitir por excepción">
        <p>No cumple:</p>
        <ul>
          {participant.eligibility.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
        <TextArea label="Motivo de la excepción" required {...form.field('overrideReason')} hint="Queda registrado en la auditoría." />
        {error || form.errors._ ? (
          <p className={areaStyles.formError} role="alert">
            {error ?? form.errors._}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
