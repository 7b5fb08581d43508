import { useState } from 'react';
import { Link, useParams } from '@inpro/ui/router';
import { isValidId } from '@inpro/shared-contracts';
import { Button, ErrorState, LoadingText, PageHeading, buttonClass, loadError, useToast } from '@inpro/ui';
import { downloadError } from '@inpro/ui/files';
import { useExportGradebook } from '../hooks/useExportGradebook';
import { useGradebook } from '../hooks/useGradebook';
import { CategoriesSection } from './CategoriesSection';
import { ColumnsSection } from './ColumnsSection';
import { OverrideSection } from './OverrideSection';
import { ScoresTable } from './ScoresTable';
import styles from './Gradebook.module.css';

/** /prof/cursos/:id/calificaciones: the course's gradebook (teacher of the course and administrators). */
export function GradebookPage() {
  const { id } = useParams();
  const courseId = isValidId(id) ? Number(id) : null;
  const book = useGradebook(courseId);
  const { mutateAsync: exportGradebook } = useExportGradebook(courseId);
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const back = (
    <Link className={buttonClass('secondary', 'sm')} to="/prof/cursos">
      Volver
    </Link>
  );

  if (courseId === null || book.isError) {
    return (
      <section>
        <PageHeading title="Calificaciones" actions={back} />
        <ErrorState
          message={courseId === null ? 'Curso inválido.' : loadError(book.error, 'No se pudo cargar el libro de calificaciones.')}
        />
      </section>
    );
  }
  if (book.isPending) {
    return (
      <section>
        <PageHeading title="Calificaciones" actions={back} />
        <LoadingText>Cargando calificaciones…</LoadingText>
      </section>
    );
  }

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setExporting(true);
    try {
      await exportGradebook(format);
    } catch (err) {
      toast.error(await downloadError(err, 'No se pudo exportar el libro de calificaciones.'));
    } finally {
      setExporting(false);
    }
  };

  const data = book.data;
  return (
    <section>
      <PageHeading
        title={`Calificaciones: ${data.courseTitle}`}
        subtitle={`${data.courseCode} · Nota aprobatoria ${data.passingMark} · Escala 0 a 20`}
        actions={
          <>
            <Button size="sm" variant="secondary" disabled={exporting} onClick={() => void exportAs('csv')}>
              Exportar CSV
            </Button>
            <Button size="sm" variant="secondary" disabled={exporting} onClick={() => void exportAs('xlsx')}>
              Exportar XLSX
            </Button>
            {back}
          </>
        }
      />
      <p className={styles.muted}>
        Nota final: promedio ponderado de las categorías con notas, con dos decimales, redondeado al entero (desde ,50 hacia arriba).
      </p>
      <CategoriesSection book={data} />
      <ColumnsSection book={data} />
      <section className={styles.section} aria-labelledby="gb-scores">
        <h2 id="gb-scores" className={styles.sectionTitle}>
          Notas
        </h2>
        {data.rows.length ? <ScoresTable book={data} /> : <p className={styles.muted}>El curso aún no tiene estudiantes inscritos.</p>}
      </section>
      {data.rows.length ? <OverrideSection book={data} /> : null}
    </section>
  );
}
