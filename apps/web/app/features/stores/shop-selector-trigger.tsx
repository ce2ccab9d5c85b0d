import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useShopSelector } from './shop-selector.tsx';

/** Opens the shop selector: a link to the chooser page, a dialog button once interactive. */
export function ShopSelectorTrigger({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const selector = useShopSelector();
  if (!hydrated) {
    return (
      <a href={selector.href} className={className}>
        {children}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => selector.open()}
      onPointerEnter={selector.preload}
      onFocus={selector.preload}
    >
      {children}
    </button>
  );
}
