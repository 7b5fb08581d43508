import type { FastifyInstance } from 'fastify';
import { createUnitRoute } from './courses/units/create';
import { listUnitsRoute } from './courses/units/list';
import { deleteResourceRoute } from './resources/delete';
import { createResourceRoute } from './units/resources/create';
import { listResourcesRoute } from './units/resources/list';
import { deleteUnitRoute } from './units/delete';
import { uploadLimitsRoute } from './upload-limits/get';

/**
 * /api/materials/* (seed 001 section 7). Reads: ADMIN/SUPERADMIN any course, DOCENTE the courses they
 * teach, students the courses they are enrolled in. Changes: ADMIN/SUPERADMIN and the course's
 * DOCENTE. The rules live in domain/materials/access.ts.
 */
export async function materialsRoutes(app: FastifyInstance): Promise<void> {
  uploadLimitsRoute(app);
  listUnitsRoute(app);
  createUnitRoute(app);
  deleteUnitRoute(app);
  listResourcesRoute(app);
  createResourceRoute(app);
  deleteResourceRoute(app);
}
