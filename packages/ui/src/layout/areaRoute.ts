import type { ComponentType } from 'react';

/** One screen of a logged-in area. */
export interface AreaRoute {
  /** Path relative to the area base; '' is the area home. */
  path: string;
  Component: ComponentType;
}
