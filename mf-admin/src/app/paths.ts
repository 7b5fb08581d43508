import { areaOf } from '@inpro/shared-contracts';

/** This remote's entry of the area registry (shared-contracts): base path, label, roles. */
export const ADMIN_AREA = areaOf('mf-admin');
export const ADMIN_BASE = ADMIN_AREA.basePath;
