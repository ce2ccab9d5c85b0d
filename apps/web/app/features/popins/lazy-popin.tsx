import { type ComponentProps, lazy, Suspense } from 'react';
import type { Popin as PopinComponent } from '../../ui/popin.tsx';

const Popin = lazy(() => import('../../ui/popin.tsx').then((module) => ({ default: module.Popin })));

/**
 * The popin, its code (React Aria's dialog) loaded when it is first shown: a page whose popins stay
 * closed does not load it. Render it only once the popin has been opened.
 */
export function LazyPopin(props: ComponentProps<typeof PopinComponent>) {
  return (
    <Suspense fallback={null}>
      <Popin {...props} />
    </Suspense>
  );
}
