import type { Page } from '@inpro/shared-contracts';

/** A server page as GET /courses/filter answers (the shared contract). */
export type { Page };

/** Reads a page payload defensively (content may be missing; a plain list is accepted too). */
function toPage<T>(data: unknown, map: (item: unknown) => T): Page<T> {
  if (Array.isArray(data)) {
    const content = data.map(map);
    return { content, page: 0, size: content.length, totalElements: content.length, totalPages: 1 };
  }
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const content = Array.isArray(d.content) ? d.content.map(map) : [];
  const n = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  return {
    content,
    page: n(d.page, 0),
    size: n(d.size, content.length),
    totalElements: n(d.totalElements, content.length),
    totalPages: n(d.totalPages, 1),
  };
}
