import type { FastifyInstance } from 'fastify';
import { DEFAULT_PASSING_MARK } from '@inpro/shared-contracts';
import { getSettings } from '../../domain/settings/store';

/** The passing mark of the 0–20 scale: `academic.passingMark` of the settings (default 11). */
export async function passingMark(app: FastifyInstance): Promise<number> {
  const academic = await getSettings(app, 'academic');
  return typeof academic.passingMark === 'number' ? academic.passingMark : DEFAULT_PASSING_MARK;
}
