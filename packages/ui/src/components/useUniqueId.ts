import { useState } from 'react';

let counter = 0;

/**
 * A page-wide unique id. React's useId is unique per root only, and every area (and the
 * shell) is its own root on the same page; this package is a singleton, so a module counter is not.
 */
export function useUniqueId(prefix = 'inpro'): string {
  const [id] = useState(() => {
    counter += 1;
    return `${prefix}-${counter}`;
  });
  return id;
}
