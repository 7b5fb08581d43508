import { formatSoles, type ReportColumn, type ReportPreview } from '@inpro/shared-contracts';
import { useUniqueId, visuallyHiddenClass } from '@inpro/ui';
import styles from './Reports.module.css';

type Cell = ReportPreview['rows'][number][number];

/** A cell as a person reads it: soles, percentages, counts, or the text. */
function cellText(kind: ReportColumn['kind'], v: Cell): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v !== 'number') return v;
  if (kind === 'money') return formatSoles(v);
  if (kind === 'percent') return `${v.toLocaleString('es-PE', { maximumFractionDigits: 1 })} %`;
  return new Intl.NumberFormat('es-PE').format(v);
}

/** The preview table with its totals row. */
export function ReportTable({ report }: { report: ReportPreview }) {
  const captionId = useUniqueId('report-caption');
  const num = (c: ReportColumn) => (c.kind === 'text' ? undefined : styles.num);
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={visuallyHiddenClass}>
          {report.title}
        </caption>
        <thead>
          <tr>
            {report.columns.map((c) => (
              <th key={c.key} scope="col" className={num(c)}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row, i) => (
            <tr key={i}>
              {report.columns.map((c, j) => (
                <td key={c.key} className={num(c)}>
                  {cellText(c.kind, row[j])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {report.footer ? (
          <tfoot>
            <tr>
              {report.columns.map((c, j) => (
                <td key={c.key} className={num(c)}>
                  {report.footer![j] === null ? '' : cellText(c.kind, report.footer![j])}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
