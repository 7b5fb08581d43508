import { formatBytes, type Resource, type Unit } from '@inpro/shared-contracts';
import type { ResourceRow } from '../../db/schema';
import { signedFileUrl } from '../files/signedUrl';
import type { UnitWithCount } from './repo';

export function toUnit(u: Omit<UnitWithCount, 'lessonsCount'> & { lessonsCount?: number }): Unit {
  return {
    id: u.id,
    courseId: u.courseId,
    title: u.title,
    name: u.title,
    description: u.description,
    lessonsCount: u.lessonsCount ?? 0,
    orderIdx: u.orderIdx,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Who the answer is for: file links are signed for that user (see files/signedUrl.ts). */
export interface LinkContext {
  secret: string;
  userId: number;
}

/** `evaluationId`: the evaluation an exam resource belongs to (null when none). */
export function toResource(r: ResourceRow, link: LinkContext, evaluationId: number | null = null): Resource {
  const url = r.fileName ? signedFileUrl(link.secret, r.unitId, r.fileName, link.userId) : r.url;
  return {
    id: r.id,
    unitId: r.unitId,
    title: r.title,
    name: r.title,
    type: r.type,
    mime: r.mime,
    url,
    fileName: r.fileName,
    size: r.size,
    sizeLabel: formatBytes(r.size),
    evaluationId,
    completionMode: r.completionMode,
    createdAt: r.createdAt.toISOString(),
  };
}
