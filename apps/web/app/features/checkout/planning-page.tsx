import { formatPrice } from '../../lib/format.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { chooserHref } from '../stores/index.ts';
import styles from './checkout.module.css';
import type { PlanningData } from './planning.server.ts';

/** `/planning`: each service's days and slots, read only (slots are chosen in the checkout). */
export function PlanningPage({ data }: { data: PlanningData }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Planning des créneaux</h1>
      {data.national ? (
        <>
          <p>Choisissez votre magasin pour voir ses créneaux de retrait et de livraison.</p>
          <div className={styles.actions}>
            <ButtonLink to={chooserHref('/planning')} variant="primary">
              Choisir mon magasin
            </ButtonLink>
          </div>
        </>
      ) : data.services.length === 0 ? (
        <p>Ce magasin ne propose pas de créneau pour le moment.</p>
      ) : (
        data.services.map((service) => (
          <section key={service.id} className={styles.section} aria-labelledby={`service-${service.id}`}>
            <h2 id={`service-${service.id}`}>{service.label}</h2>
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
        ))
      )}
      {data.holdMinutes && (
        <p className={styles.muted}>
          Un créneau choisi pendant la commande vous est réservé {data.holdMinutes} minutes.
        </p>
      )}
    </div>
  );
}
