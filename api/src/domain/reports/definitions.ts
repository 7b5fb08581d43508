import type { ReportColumn, ReportType } from '@inpro/shared-contracts';
import type { Db } from '../../db';
import { courseRows, financialRows, userRows, type Cell } from './repo';

/** What one report is: its title, columns, the rows of a period and an optional totals row. */
export interface ReportDefinition {
  title: string;
  columns: ReportColumn[];
  rows(db: Db, from: string, to: string): Promise<Cell[][]>;
  footer(rows: Cell[][]): Cell[];
}

const col = (key: string, label: string, kind: ReportColumn['kind'] = 'text'): ReportColumn => ({ key, label, kind });

function sum(list: Cell[][], i: number): number {
  return Math.round(list.reduce((a, r) => a + (typeof r[i] === 'number' ? (r[i] as number) : 0), 0) * 100) / 100;
}

export const REPORTS: Record<ReportType, ReportDefinition> = {
  Financiero: {
    title: 'Reporte financiero',
    columns: [
      col('date', 'Fecha'),
      col('participant', 'Participante'),
      col('email', 'Email'),
      col('course', 'Curso'),
      col('code', 'Código'),
      col('concept', 'Concepto'),
      col('method', 'Método'),
      col('amount', 'Monto', 'money'),
    ],
    rows: financialRows,
    footer: (rows) => ['Total', `${rows.length} pagos`, null, null, null, null, null, sum(rows, 7)],
  },
  Cursos: {
    title: 'Reporte de cursos',
    columns: [
      col('code', 'Código'),
      col('title', 'Curso'),
      col('type', 'Tipo'),
      col('published', 'Estado'),
      col('newEnrolments', 'Inscripciones en el periodo', 'number'),
      col('enrolled', 'Inscritos activos', 'number'),
      col('revenue', 'Recaudado en el periodo', 'money'),
      col('attendance', 'Asistencia', 'percent'),
    ],
    rows: courseRows,
    footer: (rows) => ['Total', `${rows.length} cursos`, null, null, sum(rows, 4), sum(rows, 5), sum(rows, 6), null],
  },
  Usuarios: {
    title: 'Reporte de usuarios',
    columns: [
      col('name', 'Nombre'),
      col('email', 'Email'),
      col('role', 'Rol'),
      col('status', 'Estado'),
      col('registration', 'Registro'),
      col('createdAt', 'Creado'),
      col('lastLogin', 'Último ingreso'),
      col('logins', 'Ingresos en el periodo', 'number'),
    ],
    rows: userRows,
    footer: (rows) => ['Total', `${rows.length} usuarios`, null, null, null, null, null, sum(rows, 7)],
  },
};
