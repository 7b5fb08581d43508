import { useRef, useState } from 'react';
import {
  AUDIT_ACTION_GROUP_NAMES,
  auditLogQuerySchema,
  formatLimaDateTime,
  type AuditActionGroup,
  type AuditEntry,
} from '@inpro/shared-contracts';
import { Badge, Button, DateField, PageHeading, SelectField, TextField, useDebouncedValue, type BadgeTone } from '@inpro/ui';
import { PagedTable, type DataColumn } from '@inpro/ui/admin';
import { areaStyles as styles } from '@inpro/ui/admin';
import { actionDetail, objectText } from '../auditText';
import { useAuditLog } from '../hooks/useAuditLog';

export const AUDIT_LOAD_ERROR = 'No se pudo cargar el log de auditoría.';

const GROUP_TONES: Record<AuditActionGroup, BadgeTone> = {
  Actualización: 'info',
  'Inicio de Sesión': 'neutral',
  Eliminación: 'danger',
  Creación: 'success',
  Exportación: 'warning',
};

const columns: DataColumn<AuditEntry>[] = [
  {
    key: 'createdAt',
    header: 'Fecha y hora',
    render: (e) => <time dateTime={e.createdAt}>{formatLimaDateTime(e.createdAt)}</time>,
  },
  {
    key: 'actor',
    header: 'Usuario',
    rowHeader: true,
    render: (e) =>
      e.actorEmail ? (
        <>
          {e.actorName ?? e.actorEmail}
          {e.actorName ? (
            <>
              <br />
              <span className={styles.muted}>{e.actorEmail}</span>
            </>
          ) : null}
        </>
      ) : (
        <span className={styles.muted}>Anónimo</span>
      ),
  },
  {
    key: 'action',
    header: 'Acción',
    render: (e) => (
      <>
        <Badge tone={GROUP_TONES[e.group]}>{e.group}</Badge>
        {actionDetail(e.action, e.group) ? ` ${actionDetail(e.action, e.group)}` : null}
      </>
    ),
  },
  { key: 'object', header: 'Objeto', render: (e) => objectText(e) },
  { key: 'ip', header: 'IP', render: (e) => e.ip ?? '—' },
];

/** /superadmin/auditoria: the server's audit log, newest first, paged, filtered by user, action type and dates. */
export function AuditLogPage() {
  const [user, setUser] = useState('');
  const [group, setGroup] = useState<AuditActionGroup | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(0);
  const who = useDebouncedValue(user.trim(), 350);

  // Dates are checked with the server's schema; the list keeps its last valid dates meanwhile.
  const dates = auditLogQuerySchema.safeParse({ from, to });
  const dateErrors: { from?: string; to?: string } = {};
  if (!dates.success) for (const i of dates.error.issues) dateErrors[String(i.path[0]) as 'from' | 'to'] ??= i.message;
  const lastValid = useRef<{ from?: string; to?: string }>({});
  if (dates.success) lastValid.current = { from: dates.data.from, to: dates.data.to };
  const valid = lastValid.current;

  const log = useAuditLog({ page, user: who || undefined, group: group || undefined, from: valid.from, to: valid.to });
  const reset = () => {
    setUser('');
    setGroup('');
    setFrom('');
    setTo('');
    setPage(0);
  };
  const onPage = (fn: (v: string) => void) => (v: string) => {
    fn(v);
    setPage(0);
  };

  return (
    <section>
      <PageHeading
        title="Log de Auditoría"
        subtitle="Quién hizo qué, cuándo (hora de Lima), sobre qué objeto y desde qué IP. El registro no se puede editar ni borrar."
      />
      <div className={styles.toolbar} role="search">
        <TextField
          className={styles.grow}
          label="Usuario"
          type="search"
          placeholder="Nombre o email"
          value={user}
          onChange={(e) => onPage(setUser)(e.target.value)}
        />
        <SelectField
          label="Tipo de acción"
          placeholder="Todas"
          options={AUDIT_ACTION_GROUP_NAMES.map((g) => ({ value: g, label: g }))}
          value={group}
          onChange={(e) => onPage((v) => setGroup(v as AuditActionGroup | ''))(e.target.value)}
        />
        <DateField label="Desde" name="from" value={from} onChange={onPage(setFrom)} error={dateErrors.from} />
        <DateField label="Hasta" name="to" value={to} onChange={onPage(setTo)} error={dateErrors.to} />
        <Button variant="ghost" onClick={reset}>
          Limpiar filtros
        </Button>
      </div>
      <PagedTable
        caption="Log de auditoría (más reciente primero)"
        columns={columns}
        query={log}
        rowKey={(e) => e.id}
        page={page}
        onPageChange={setPage}
        countLabel={(n) => (n === 1 ? '1 registro' : `${n} registros`)}
        loadingLabel="Cargando registros…"
        loadErrorMessage={AUDIT_LOAD_ERROR}
        emptyText="No hay registros con esos filtros."
        pagerLabel="Páginas del log"
      />
    </section>
  );
}
