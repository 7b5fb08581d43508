import { Link, useNavigate, useParams } from '@inpro/ui/router';
import { COURSE_TYPES, POPULARITY_VALUES, courseIdFromParam, courseInputSchema } from '@inpro/shared-contracts';
import {
  Button,
  CheckboxField,
  ErrorState,
  LoadingText,
  PageHeading,
  SelectField,
  TextArea,
  TextField,
  buttonClass,
  isForbidden,
  loadError,
  useToast,
} from '@inpro/ui';
import { areaStyles } from '@inpro/ui/admin';
import { useZodForm } from '@inpro/ui/forms';
import { ADMIN_BASE } from '../../../app/paths';
import { useCourse, useSaveCourse } from '../hooks/useCourse';
import { EMPTY_COURSE, courseBody, listError, valuesOf, type CourseFormValues } from '../model/courseForm';
import { ImageField } from './ImageField';
import { ScheduleEditor, StringListEditor, TeachersEditor } from './ListEditors';
import { TeacherPicker } from './TeacherPicker';
import styles from './CourseForm.module.css';

export const COURSE_NOT_FOUND_TEXT = 'No se encontró el curso.';
export const COURSE_LOAD_ERROR = 'No se pudo cargar el curso.';
export const COURSE_SAVE_ERROR = 'No se pudo guardar.';

const options = (list: readonly string[]) => list.map((v) => ({ value: v, label: v }));

function CourseForm({ id, initial }: { id: number | null; initial: CourseFormValues }) {
  const save = useSaveCourse();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useZodForm({
    schema: courseInputSchema,
    defaultValues: initial,
    failure: COURSE_SAVE_ERROR,
    onSubmit: async () => {
      await save.mutateAsync({ id, body: courseBody(form.values) });
      toast.success(id === null ? 'Curso creado ✅' : 'Curso guardado ✅');
      navigate(`${ADMIN_BASE}/cursos`);
    },
  });
  const { values, errors, set } = form;

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label={id === null ? 'Nuevo curso' : 'Editar curso'}>
      <div className={areaStyles.formGrid}>
        <TextField label="Título" required {...form.field('title')} />
        <TextField label="Resolución (Código)" required {...form.field('code')} />
        <SelectField label="Tipo" options={options(COURSE_TYPES)} {...form.field('type')} />
        <TextField label="Área" {...form.field('area')} />
        <TextField label="Nivel" hint="Texto libre, p. ej. Básico, Intermedio o Avanzado." {...form.field('level')} />
        <SelectField label="Popularidad" options={options(POPULARITY_VALUES)} {...form.field('popularity')} />
        <TextField label="Horas" type="number" min={0} {...form.field('hours')} />
        <TextField label="Precio (S/)" type="number" min={0} step={0.01} {...form.field('price')} />
        <TextField label="Calificación (0 a 5)" type="number" min={0} max={5} step={0.1} {...form.field('rating')} />
        <TextField label="Docente visible" hint="Nombres que se muestran en el catálogo." {...form.field('teacherVisible')} />
        <TextField label="Fecha de inicio" type="date" {...form.field('startDate')} />
        <TextField label="Fecha de fin" type="date" {...form.field('endDate')} />
      </div>
      <CheckboxField label="Publicado" {...form.checkbox('published')} />
      <TeacherPicker
        teacherId={values.teacherId}
        error={errors.teacherId}
        onChange={(teacherId, name) => {
          set('teacherId', teacherId);
          if (!values.teacherVisible && name) set('teacherVisible', name);
        }}
      />
      <TextArea label="Descripción" rows={5} {...form.field('description')} />
      <ImageField value={values.image} error={errors.image} onChange={(url) => set('image', url)} />
      <StringListEditor
        legend="Temario"
        items={values.syllabus}
        onChange={(l) => set('syllabus', l)}
        itemLabel={(i) => `Tema ${i + 1}`}
        addLabel="+ Añadir tema"
        error={listError(errors, 'syllabus')}
      />
      <StringListEditor
        legend="Requisitos"
        items={values.requirements}
        onChange={(l) => set('requirements', l)}
        itemLabel={(i) => `Requisito ${i + 1}`}
        addLabel="+ Añadir requisito"
        error={listError(errors, 'requirements')}
      />
      <TeachersEditor items={values.teachers} onChange={(l) => set('teachers', l)} error={listError(errors, 'teachers')} />
      <ScheduleEditor items={values.schedule} onChange={(l) => set('schedule', l)} error={listError(errors, 'schedule')} />
      <StringListEditor
        legend="Pago en cuotas (fechas de vencimiento; vacío = solo pago completo)"
        items={values.installmentDates}
        onChange={(l) => set('installmentDates', l)}
        itemLabel={(i) => `Cuota ${i + 1}`}
        type="date"
        addLabel="+ Añadir cuota"
        error={listError(errors, 'installmentDates')}
      />
      {errors._ ? (
        <p className={areaStyles.formError} role="alert">
          {errors._}
        </p>
      ) : null}
      <div className={areaStyles.actions}>
        <Link className={buttonClass('secondary')} to={`${ADMIN_BASE}/cursos`}>
          Cancelar
        </Link>
        <Button type="submit" loading={form.busy} loadingText="Guardando…">
          {id === null ? 'Crear' : 'Guardar'}
        </Button>
      </div>
    </form>
  );
}

/** /admin/cursos/new and /admin/cursos/{id}/edit: every field of the course, its schedule and its installment plan. */
export function CourseFormPage() {
  const param = useParams().id;
  const id = param === undefined ? null : courseIdFromParam(param);
  const course = useCourse(id);
  const title = param === undefined ? 'Nuevo curso' : 'Editar curso';
  let content;
  if (param !== undefined && id === null) content = <ErrorState message={COURSE_NOT_FOUND_TEXT} />;
  else if (id === null) content = <CourseForm id={null} initial={EMPTY_COURSE} />;
  else if (course.isPending) content = <LoadingText>Cargando curso…</LoadingText>;
  else if (course.isError) {
    const status = (course.error as { response?: { status?: number } }).response?.status;
    content =
      status === 404 ? (
        <ErrorState message={COURSE_NOT_FOUND_TEXT} />
      ) : (
        <ErrorState
          message={isForbidden(course.error) ? loadError(course.error, COURSE_LOAD_ERROR) : COURSE_LOAD_ERROR}
          onRetry={() => course.refetch()}
        />
      );
  } else content = <CourseForm key={id} id={id} initial={valuesOf(course.data)} />;
  return (
    <section>
      <PageHeading title={course.data ? `${title}: ${course.data.title}` : title} />
      {content}
    </section>
  );
}
