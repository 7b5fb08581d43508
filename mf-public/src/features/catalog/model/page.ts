import type { Page } from '@inpro/shared-contracts';

/** A server page as GET /courses/filter answers (the shared contract). */
export type { Page };
