import { lazy, Suspense } from 'react';
import { AreaFrame } from '@inpro/ui/layout';

const Screen = lazy(() => import('./screen').then((m) => ({ default: m.Screen })));

export function App() {
  return (
    <AreaFrame>
      <Suspense fallback={null}>
        <Screen />
      </Suspense>
    </AreaFrame>
  );
}
