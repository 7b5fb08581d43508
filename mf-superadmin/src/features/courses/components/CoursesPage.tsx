import { useState, type MouseEvent } from 'react';
import { formatSoles, type SuperadminCourse } from '@inpro/shared-contracts';
import { Badge, CheckboxField, PageHeading, TextField, buttonClass, useDebouncedValue, useRemoteProps } from '@inpro/ui';
import { PagedTable, type DataColumn } from '@inpro/ui/admin';
import { areaStyles as styles } from '@inpro/ui/admin';
import { courseEditorPath } from '../courseEditorPath';
import { useCourses } from '../hooks/useCourses';

export const COURSES_LOAD_ERROR = 'No se pudo cargar el listado.';

/** /superadmin/cursos: every course from the server with its figures and a link to the editor. */
export function CoursesPage() {
  const [q, setQ] = useState('');
  const [onlyPublished, setOnlyPublished] = useState(false);
  const [page, setPage] = useState(0);
  const search = useDebouncedValue(q.trim(), 350);
  const courses = useCourses({ page, q: search || undefined, published: onlyPublished ? true : undefined });
  const { navigate } = useRemoteProps();

  const open = (e: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate(to);
  };

  const columns: DataColumn<SuperadminCourse>[] = [
    { key: 'code', header: 'Código' },
    {
      key: 'title',
      header: 'Curso',
      rowHeader: true,
      render: (c) => (
        <>
          {c.title}
          <br />
          <span className={styles.muted}>
            {c.type}
            {c.teacherVisible ? ` · ${c.teacherVisible}` : ''}
          </span>
        </>
      ),
    },
    {
      key: 'published',
      header: 'Estado',
      render: (c) => <Badge tone={c.published ? 'success' : 'neutral'}>{c.published ? 'Publicado' : 'Borrador'}</Badge>,
    },
    { key: 'price', header: 'Precio', align: 'right', render: (c) => formatSoles(c.price) },
    { key: 'enrolled', header: 'Inscritos', align: 'right' },
    { key: 'revenue', header: 'Recaudado', align: 'right', render: (c) => formatSoles(c.revenue) },
    {
      key: 'edit',
      header: 'Acciones',
      render: (c) => (
        <a
          className={buttonClass('secondary', 'sm')}
          href={courseEditorPath(c.id)}
          onClick={(e) => open(e, courseEditorPath(c.id))}
          aria-label={`Editar ${c.title}`}
        >
          Editar
        </a>
      ),
    },
  ];

  return (
    <section>
      <PageHeading title="Cursos" subtitle="Todos los cursos con sus inscritos activos, lo recaudado y su estado de publicación." />
      <div className={styles.toolbar} role="search">
        <TextField
          className={styles.grow}
          label="Buscar"
          type="search"
          placeholder="Título, código, área, tipo o docente"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(0);
          }}
        />
        <CheckboxField
          label="Mostrar solo publicados"
          checked={onlyPublished}
          onChange={(e) => {
            setOnlyPublished(e.target.checked);
            setPage(0);
          }}
        />
      </div>
      <PagedTable
        caption="Cursos"
        columns={columns}
        query={courses}
        rowKey={(c) => c.id}
        page={page}
        onPageChange={setPage}
        countLabel={(n) => (n === 1 ? '1 curso' : `${n} cursos`)}
        loadingLabel="Cargando cursos…"
        loadErrorMessage={COURSES_LOAD_ERROR}
        emptyText="No hay resultados."
        pagerLabel="Páginas de cursos"
      />
    </section>
  );
}
