import type { Page } from '@inpro/shared-contracts';

export function pageResult<T>(content: T[], totalElements: number, page: number, size: number): Page<T> {
  return { content, page, size, totalElements, totalPages: Math.ceil(totalElements / size) };
}
