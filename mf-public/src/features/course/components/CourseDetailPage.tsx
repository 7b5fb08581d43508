import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from '@inpro/ui/router';
import {
  COURSE_CLOSED,
  COURSE_FINISHED,
  COURSE_NOT_FOUND,
  courseIdFromParam,
  courseLink,
  formatDate,
  formatSoles,
  isCourseFinished,
  visibleTeacher,
} from '@inpro/shared-contracts';
import { buttonClass, LevelTag, usePageTitle, VisuallyHidden } from '@inpro/ui';
import { uiStyles } from '../../../app/ui';
import { useCourseDetail } from '../hooks/useCourseDetail';
import { CourseImage } from '../../../content/components/CourseImage';
import { orderedSchedule, type Course, type ScheduleSession } from '../model/course';
import styles from './CourseDetail.module.css';

function dateRange(course: Course): string {
  const start = formatDate(course.startDate);
  const end = formatDate(course.endDate);
  if (start && end) return `${start} – ${end}`;
  if (start) return `Desde ${start}`;
  if (end) return `Hasta ${end}`;
  return 'Fecha por definir';
}

function sessionTime(s: ScheduleSession): string {
  if (s.startTime && s.endTime) return `${s.startTime}–${s.endTime}`;
  if (s.startTime) return s.startTime;
  return 'Por confirmar';
}

/** One titled block of the course page (h2 linked through aria-labelledby). */
function DetailSection({ id, title, wide, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? `${styles.section} ${styles.wide}` : styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** The items as a list, or a paragraph saying there are none. */
function ItemList({ items, ordered, empty }: { items: readonly string[]; ordered?: boolean; empty: string }) {
  if (!items.length) return <p>{empty}</p>;
  const List = ordered ? 'ol' : 'ul';
  return (
    <List>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </List>
  );
}

function BackToCatalog() {
  return (
    <Link to="/cursos" className={`${uiStyles.link} ${styles.back}`}>
      <span aria-hidden="true">← </span>Volver al catálogo
    </Link>
  );
}

function CourseView({ course }: { course: Course }) {
  const { state } = useLocation();
  usePageTitle(course.title);
  const hours = course.hours > 0 ? `${course.hours} horas` : 'Por confirmar';
  const finished = isCourseFinished(course);
  return (
    <article className={styles.page} aria-labelledby="course-title">
      <BackToCatalog />
      <div className={styles.hero}>
        <div>
          <h1 id="course-title" className={styles.title}>
            {course.title}
          </h1>
          {course.description ? <p className={styles.lead}>{course.description}</p> : null}
          <ul className={styles.chips} aria-label="Datos del curso">
            {course.area ? <li className={styles.chip}>{course.area}</li> : null}
            <li>
              <LevelTag level={course.level} />
            </li>
            <li className={styles.chip}>Popularidad: {course.popularity}</li>
            <li className={styles.chip}>{hours}</li>
            <li className={styles.chip}>{dateRange(course)}</li>
            {finished ? <li className={styles.chip}>{COURSE_FINISHED}</li> : null}
          </ul>
          <div className={styles.actions}>
            {finished ? (
              <p role="note">{COURSE_CLOSED}</p>
            ) : (
              <Link
                to={`/checkout?courseId=${course.id}`}
                state={{ course: (state as { course?: unknown } | null)?.course ?? course }}
                className={buttonClass()}
              >
                Inscribirme por {formatSoles(course.price)}
              </Link>
            )}
            <Link to="/cursos" className={uiStyles.link}>
              Ver más cursos
            </Link>
          </div>
        </div>
        <CourseImage course={course} className={styles.image} width={640} height={360} sizes="(max-width: 720px) 100vw, 640px" eager />
      </div>

      <div className={styles.sections}>
        <DetailSection id="course-description" title="Descripción">
          <p>{course.description || 'Por confirmar'}</p>
        </DetailSection>

        <DetailSection id="course-duration" title="Duración">
          <p>{hours}</p>
          <p className={styles.muted}>{dateRange(course)}</p>
        </DetailSection>

        <DetailSection id="course-schedule" title="Horario" wide>
          {course.schedule.length ? (
            <ul className={styles.schedule}>
              {orderedSchedule(course).map((s, i) => (
                <li key={s.id || `s${i}`} className={styles.session}>
                  <span>{formatDate(s.sessionDate) || 'Fecha por definir'}</span>
                  <span>{sessionTime(s)}</span>
                  <span>{s.mode}</span>
                  <span className={styles.muted}>{s.topic || 'Tema por definir'}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>Por confirmar</p>
          )}
        </DetailSection>

        <DetailSection id="course-syllabus" title="Temario">
          <ItemList items={course.syllabus} ordered empty="Por confirmar" />
        </DetailSection>

        <DetailSection id="course-teachers" title="Docentes">
          {course.teachers.length ? (
            course.teachers.map((t, i) => (
              <div key={i} className={styles.teacher}>
                <strong>{t.name}</strong>
                {t.specialty ? <p className={styles.specialty}>{t.specialty}</p> : null}
                {t.bio ? <p className={styles.muted}>{t.bio}</p> : null}
              </div>
            ))
          ) : visibleTeacher(course) ? (
            <p>
              <strong>{visibleTeacher(course)}</strong>
            </p>
          ) : (
            <p>Por confirmar</p>
          )}
        </DetailSection>

        <DetailSection id="course-requirements" title="Requisitos" wide>
          <ItemList items={course.requirements} empty="Sin requisitos previos." />
        </DetailSection>
      </div>
    </article>
  );
}

/** /curso/{id}-{slug}, /curso/{id}, /cursos/{id}: one course. */
export function CourseDetailPage() {
  const { courseParam } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const id = courseIdFromParam(courseParam);
  const detail = useCourseDetail(id, (location.state as { course?: unknown } | null)?.course);

  const canonical = detail.course ? courseLink(detail.course) : null;
  useEffect(() => {
    // A wrong or missing slug with a right id: show the course and correct the address.
    if (canonical && canonical !== '/curso' && location.pathname !== canonical) {
      navigate({ pathname: canonical, search: location.search }, { replace: true, state: location.state });
    }
  }, [canonical, location.pathname, location.search, location.state, navigate]);

  usePageTitle(detail.status === 'not-found' ? COURSE_NOT_FOUND : detail.status === 'error' ? 'No se pudo cargar el curso.' : null);
  if (detail.status === 'success') return <CourseView course={detail.course} />;

  if (detail.status === 'loading') {
    return (
      <div className={styles.page} aria-busy="true">
        <p role="status">
          <VisuallyHidden>Cargando curso…</VisuallyHidden>
        </p>
        <div className={`${uiStyles.skeleton} ${styles.skeletonBlock}`} style={{ width: '60%', height: '2rem' }} />
        <div className={`${uiStyles.skeleton} ${styles.skeletonBlock}`} />
        <div className={`${uiStyles.skeleton} ${styles.skeletonBlock}`} style={{ width: '80%' }} />
        <div className={`${uiStyles.skeleton} ${styles.skeletonBlock}`} style={{ height: '12rem' }} />
      </div>
    );
  }

  return (
    <section className={`${styles.page} ${styles.status}`} role="alert">
      <h1 className={styles.title}>{detail.status === 'not-found' ? COURSE_NOT_FOUND : 'No se pudo cargar el curso.'}</h1>
      <BackToCatalog />
    </section>
  );
}
