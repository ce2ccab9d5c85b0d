import { lazy, Suspense } from 'react';
import { formatPrice } from '../../lib/format.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import styles from './store-page.module.css';
import type { StorePlanning } from './types.ts';

// The popin (React Aria's dialog) loads only on a page that opens a planning.
const PlanningPopin = lazy(() => import('./store-planning-popin.tsx'));

export function PlanningTables({ plan }: { plan: StorePlanning }) {
  return (
    <div className={styles.planning}>
      {plan.services.map((service) => (
        <section key={service.id} aria-label={service.label}>
          <h3>{service.label}</h3>
          {service.days.map((day) => (
            <table key={day.date} className={styles.table}>
              <caption>{day.label}</caption>
              <thead>
                <tr>
                  <th scope="col">Créneau</th>
                  <th scope="col">Prix</th>
                  <th scope="col">Places</th>
                </tr>
              </thead>
              <tbody>
                {day.slots.map((slot) => (
                  <tr key={slot.id}>
                    <th scope="row">
                      {slot.start} – {slot.end}
                    </th>
                    <td>{slot.priceCents === 0 ? 'Gratuit' : formatPrice(slot.priceCents)}</td>
                    <td>{slot.available ? slot.remaining : 'Complet'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </section>
      ))}
    </div>
  );
}

function InlinePlanning({ plan }: { plan: StorePlanning }) {
  return (
    <section className={styles.card} aria-labelledby="planning-magasin">
      <h2 id="planning-magasin">{plan.title}</h2>
      <PlanningTables plan={plan} />
    </section>
  );
}

/**
 * The planning `show_plan` opened: a popin once the page is interactive, the same tables in the page
 * before that (and without JavaScript).
 */
export function StorePlanningPopin({ plan }: { plan: StorePlanning }) {
  const hydrated = useHydrated();
  if (!hydrated) return <InlinePlanning plan={plan} />;
  return (
    <Suspense fallback={<InlinePlanning plan={plan} />}>
      <PlanningPopin plan={plan} />
    </Suspense>
  );
}
