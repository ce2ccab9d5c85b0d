import { useState } from 'react';
import { Popin } from '../../ui/popin.tsx';
import { PlanningTables } from './store-planning.tsx';
import type { StorePlanning } from './types.ts';

/** The planning in a popin, open when the page arrives; loaded on demand by `StorePlanningPopin`. */
export default function PlanningPopin({ plan }: { plan: StorePlanning }) {
  const [open, setOpen] = useState(true);
  return (
    <Popin isOpen={open} onOpenChange={setOpen} title={plan.title} size="wide">
      {/* Focusable so that the popin's scrolling body can be scrolled from the keyboard. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus. */}
      <section aria-label="Créneaux proposés" tabIndex={0}>
        <PlanningTables plan={plan} />
      </section>
    </Popin>
  );
}
