// Test-only helpers of mf-teacher's component tests.
import type { ReactElement } from 'react';
import { createFakeShell, renderRoute, type FakeShell, type FakeShellOptions } from '@inpro/ui/src/testing';

export const TEACHER = {
  id: 3,
  name: 'Dra. Lucía Fernández Paredes',
  fullName: 'Dra. Lucía Fernández Paredes',
  email: 'docente@inpro.test',
  role: 'DOCENTE',
};

export interface RenderPageOptions extends FakeShellOptions {
  /** Route pattern of the screen and the address to open, e.g. '/prof/cursos/:id/gestionar' opened at '/prof/cursos/3/gestionar'. */
  path?: string;
  url?: string;
  shell?: FakeShell;
}

/** Renders one screen at `url` inside a router and the remote's providers, as the signed-in teacher. */
export function renderPage(ui: ReactElement, { path = '/prof', url = path, shell, ...options }: RenderPageOptions = {}) {
  return renderRoute(ui, shell ?? createFakeShell({ user: TEACHER, role: 'DOCENTE', ...options }), { path, url });
}

/** A course as GET /courses/{id} and /teacher/courses answer it. */
export function makeCourse(over: Record<string, unknown> = {}) {
  return {
    id: 5,
    code: 'RD-2026-0101',
    title: 'Derecho Constitucional',
    name: 'Derecho Constitucional',
    slug: 'derecho-constitucional',
    description: '',
    teacherId: 3,
    published: true,
    area: 'Derecho Público',
    category: 'Derecho Público',
    type: 'Curso',
    level: 'Intermedio',
    popularity: 'Alta',
    teacherVisible: 'Dra. Lucía Fernández Paredes',
    teacher: 'Dra. Lucía Fernández Paredes',
    hours: 40,
    students: 12,
    rating: 4.8,
    price: 450,
    image: null,
    syllabus: [],
    requirements: [],
    teachers: [],
    startDate: null,
    endDate: null,
    schedule: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export const UPLOAD_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  maxLabel: '20 MB',
  types: ['pdf', 'ppt', 'pptx', 'doc', 'docx', 'xls', 'xlsx', 'csv', 'txt', 'zip'],
  accept: '.pdf,.ppt,.pptx,.doc,.docx,.xls,.xlsx,.csv,.txt,.zip',
  adminTypes: ['pdf', 'ppt', 'pptx'],
};
