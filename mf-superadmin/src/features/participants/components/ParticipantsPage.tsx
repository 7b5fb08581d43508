import { useState } from 'react';
import {
  PARTICIPANT_PAYMENT_STATES,
  PARTICIPANT_STATUSES,
  REGISTRATION_STATES,
  formatSoles,
  type ParticipantPaymentState,
  type ParticipantRow,
  type ParticipantStatus,
  type RegistrationState,
} from '@inpro/shared-contracts';
import { Badge, Button, PageHeading, SelectField, TextField, useDebouncedValue, useToast, type BadgeTone } from '@inpro/ui';
import { PagedTable, type DataColumn } from '@inpro/ui/admin';
import { downloadError } from '@inpro/ui/files';
import { areaStyles as styles } from '@inpro/ui/admin';
import { useExportParticipants, useParticipants } from '../hooks/useParticipants';

export const PARTICIPANTS_LOAD_ERROR = 'No se pudo cargar participantes.';

const REGISTRATION_TONES: Record<RegistrationState, BadgeTone> = { Verificado: 'success', Pendiente: 'warning', Incompleto: 'danger' };
const PAYMENT_TONES: Record<ParticipantPaymentState, BadgeTone> = { Pagado: 'success', Parcial: 'warning', Debe: 'danger' };
const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

/** /superadmin/participantes: the students with their registration, payment and account states; filters; CSV export. */
export function ParticipantsPage() {
  const [q, setQ] = useState('');
  const [registration, setRegistration] = useState<RegistrationState | ''>('');
  const [payment, setPayment] = useState<ParticipantPaymentState | ''>('');
  const [status, setStatus] = useState<ParticipantStatus | ''>('');
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(q.trim(), 350);
  const filter = {
    q: search || undefined,
    registration: registration || undefined,
    payment: payment || undefined,
    status: status || undefined,
  };
  const participants = useParticipants({ page, ...filter });
  const exporter = useExportParticipants();
  const toast = useToast();

  const exportCsv = () =>
    exporter.mutate(filter, {
      onSuccess: (name) => toast.success(`Descargado: ${name}.`),
      onError: async (err) => toast.error(await downloadError(err, 'No se pudo exportar.')),
    });

  const select =
    <T extends string>(set: (v: T | '') => void) =>
    (e: { target: { value: string } }) => {
      set(e.target.value as T | '');
      setPage(0);
    };

  const columns: DataColumn<ParticipantRow>[] = [
    {
      key: 'fullName',
      header: 'Participante',
      rowHeader: true,
      render: (p) => (
        <>
          {p.fullName}
          <br />
          <span className={styles.muted}>{p.email}</span>
        </>
      ),
    },
    { key: 'dni', header: 'DNI', render: (p) => p.dni ?? '—' },
    { key: 'phone', header: 'Teléfono', render: (p) => p.phone ?? '—' },
    { key: 'registration', header: 'Registro', render: (p) => <Badge tone={REGISTRATION_TONES[p.registration]}>{p.registration}</Badge> },
    {
      key: 'payment',
      header: 'Pago',
      render: (p) =>
        p.payment ? <Badge tone={PAYMENT_TONES[p.payment]}>{p.payment}</Badge> : <span className={styles.muted}>Sin pagos</span>,
    },
    { key: 'balance', header: 'Saldo', align: 'right', render: (p) => formatSoles(p.balance) },
    {
      key: 'status',
      header: 'Estado',
      render: (p) => <Badge tone={p.status === 'Activo' ? 'success' : 'neutral'}>{p.status}</Badge>,
    },
    { key: 'courses', header: 'Cursos', align: 'right' },
  ];

  return (
    <section>
      <PageHeading
        title="Participantes"
        subtitle="Estudiantes con su estado de registro, de pago y de cuenta."
        actions={
          <Button variant="secondary" onClick={exportCsv} loading={exporter.isPending} loadingText="Exportando…">
            Exportar CSV
          </Button>
        }
      />
      <div className={styles.toolbar} role="search">
        <TextField
          className={styles.grow}
          label="Buscar"
          type="search"
          placeholder="Nombre, email, DNI o código"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(0);
          }}
        />
        <SelectField
          label="Registro"
          placeholder="Todos"
          options={options(REGISTRATION_STATES)}
          value={registration}
          onChange={select<RegistrationState>(setRegistration)}
        />
        <SelectField
          label="Pago"
          placeholder="Todos"
          options={options(PARTICIPANT_PAYMENT_STATES)}
          value={payment}
          onChange={select<ParticipantPaymentState>(setPayment)}
        />
        <SelectField
          label="Estado"
          placeholder="Todos"
          options={options(PARTICIPANT_STATUSES)}
          value={status}
          onChange={select<ParticipantStatus>(setStatus)}
        />
      </div>
      <p className={styles.count}>
        Registro: <strong>Verificado</strong> = email confirmado, DNI y teléfono registrados; <strong>Pendiente</strong> = falta confirmar
        el email; <strong>Incompleto</strong> = falta el DNI o el teléfono. Pago: según las cuotas de sus compras.
      </p>
      <PagedTable
        caption="Participantes"
        columns={columns}
        query={participants}
        rowKey={(p) => p.id}
        page={page}
        onPageChange={setPage}
        countLabel={(n) => (n === 1 ? '1 participante' : `${n} participantes`)}
        loadingLabel="Cargando participantes…"
        loadErrorMessage={PARTICIPANTS_LOAD_ERROR}
        emptyText="No hay resultados."
        pagerLabel="Páginas de participantes"
      />
    </section>
  );
}
