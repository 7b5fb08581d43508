/** A schedule session of a course as the API sends it (seed 000 section 3). */
export interface ScheduleSession {
  id?: number;
  sessionDate?: string | null;
  date?: string | null;
  startTime?: string | null;
  endTime?: string | null;
  mode?: string | null;
  topic?: string | null;
  orderIdx?: number | null;
}

/** A published course as listed by GET /data/cursos.json (fields this remote's static pages read). */
export interface PublicCourse {
  id: number;
  code?: string | null;
  slug?: string | null;
  title: string;
  description?: string | null;
  area?: string | null;
  type?: string | null;
  level?: string | null;
  teacherVisible?: string | null;
  teacher?: string | null;
  hours?: number | null;
  students?: number | null;
  rating?: number | null;
  price?: number | string | null;
  image?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  schedule?: ScheduleSession[] | null;
}
