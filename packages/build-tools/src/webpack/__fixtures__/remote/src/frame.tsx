// Stands in for the shared '@inpro/ui/layout' (the test aliases that key to this file).
import type { ReactNode } from 'react';
import { message } from './messages';

export function AreaFrame({ children }: { children: ReactNode }) {
  return (
    <div>
      <header>{message('welcome')}</header>
      <main>{children}</main>
    </div>
  );
}
