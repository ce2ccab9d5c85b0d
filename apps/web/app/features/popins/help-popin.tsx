import { type ReactNode, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { LazyPopin } from './lazy-popin.tsx';
import styles from './popins.module.css';

/**
 * A help or offer popin and the button that opens it (focus goes into the popin, and back to the
 * button when it closes). Until the page is interactive (and without JavaScript) it is a link to
 * the information page that says the same (`href`).
 */
export function PopinTrigger({
  label,
  title,
  href,
  className,
  children,
}: {
  label: string;
  href: string;
  title: string;
  className?: string;
  children: (close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const hydrated = useHydrated();
  if (!hydrated)
    return (
      <a href={href} className={className}>
        {label}
      </a>
    );
  return (
    <>
      <button
        type="button"
        className={className ?? styles.trigger}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {mounted ? (
        <LazyPopin isOpen={open} onOpenChange={setOpen} title={title} size="wide">
          {children(() => setOpen(false))}
        </LazyPopin>
      ) : null}
    </>
  );
}
