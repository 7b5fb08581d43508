import { useState } from 'react';
import { LEGAL_PAGES, errorMessage, formatLimaDate, type AdminLegalPage } from '@inpro/shared-contracts';
import { Button, ErrorState, LoadingText, PageHeading, VisuallyHidden } from '@inpro/ui';
import { DataTable, areaStyles as styles, type DataColumn } from '@inpro/ui/admin';
import { useLegalPages } from '../hooks/useLegalPages';
import { LegalPageDialog } from './LegalPageDialog';

export const LEGAL_PAGES_ERROR = 'No se pudieron cargar las páginas.';

/**
 * /superadmin/paginas: the site's legal and help pages (terms, privacy policy, FAQ, help centre),
 * each with its version and date; a save publishes the new text at once.
 */
export function LegalPagesPage() {
  const pages = useLegalPages();
  const [editing, setEditing] = useState<AdminLegalPage | null>(null);

  const columns: DataColumn<AdminLegalPage>[] = [
    { key: 'title', header: 'Página', rowHeader: true, render: (p) => p.title },
    {
      key: 'path',
      header: 'Dirección',
      render: (p) => (
        <a href={LEGAL_PAGES[p.slug].path} target="_blank" rel="noopener">
          {LEGAL_PAGES[p.slug].path}
          <VisuallyHidden> (se abre en una pestaña nueva)</VisuallyHidden>
        </a>
      ),
    },
    { key: 'version', header: 'Versión', align: 'right', render: (p) => String(p.version) },
    {
      key: 'updatedAt',
      header: 'Última actualización',
      render: (p) => (
        <>
          {formatLimaDate(p.updatedAt)}
          {p.updatedBy ? <div className={styles.muted}>{p.updatedBy}</div> : null}
        </>
      ),
    },
    {
      key: 'edit',
      header: 'Acciones',
      render: (p) => (
        <Button size="sm" variant="secondary" onClick={() => setEditing(p)}>
          Editar
          <VisuallyHidden>{` ${p.title}`}</VisuallyHidden>
        </Button>
      ),
    },
  ];

  return (
    <section>
      <PageHeading
        title="Páginas legales"
        subtitle="Términos y condiciones, Política de privacidad, Preguntas frecuentes y Centro de ayuda del sitio público. Cada cambio guardado es una nueva versión: el registro y el formulario de contacto guardan la versión que cada persona aceptó."
      />
      {pages.data ? (
        <DataTable caption="Páginas legales" captionHidden columns={columns} rows={pages.data} rowKey={(p) => p.slug} />
      ) : pages.isError ? (
        <ErrorState message={errorMessage(pages.error, LEGAL_PAGES_ERROR)} onRetry={() => pages.refetch()} />
      ) : (
        <LoadingText />
      )}
      {editing ? <LegalPageDialog key={editing.slug} page={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
