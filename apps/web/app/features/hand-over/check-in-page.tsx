import { handOverMessages } from '@cabas/contracts';
import { formatFrenchClock, formatFrenchRange, isoDateTime } from '../../lib/french-date.ts';
import styles from '../../ui/account-pages.module.css';
import { Button } from '../../ui/button.tsx';
import type { CheckInView } from './check-in.server.ts';

function OrderFacts({ order }: { order: Extract<CheckInView, { order: unknown }>['order'] }) {
  const slot = formatFrenchRange(order.debut, order.fin);
  return (
    <dl>
      <dt>Commande</dt>
      <dd>{order.commande}</dd>
      <dt>Magasin</dt>
      <dd>{order.magasin}</dd>
      {slot ? (
        <>
          <dt>Créneau de retrait</dt>
          <dd>{slot}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The « Je suis arrivé(e) » page: the order, a button that tells the store, then the answer. */
export function CheckInPage({ view }: { view: CheckInView }) {
  return (
    <div className={`page ${styles.page}`}>
      <h1>Arrivée au drive</h1>
      {view.state === 'confirm' ? (
        <form method="post" className={styles.section}>
          <OrderFacts order={view.order} />
          <p>
            Vous êtes sur place ? Prévenez le magasin : un membre de l’équipe vous apporte votre commande.
          </p>
          <div className={styles.actions}>
            <Button type="submit" variant="primary">
              Je suis arrivé(e)
            </Button>
          </div>
        </form>
      ) : null}
      {view.state === 'arrived' ? (
        <div className={styles.section}>
          <p role="status">
            {view.justNow || !view.order.client_arrive_le ? (
              handOverMessages.arrived
            ) : (
              <>
                Le magasin est déjà prévenu de votre arrivée, à{' '}
                <time dateTime={isoDateTime(view.order.client_arrive_le)}>
                  {formatFrenchClock(view.order.client_arrive_le)}
                </time>
                {'\u00a0: un membre de l’équipe vous apporte votre commande.'}
              </>
            )}
          </p>
          <OrderFacts order={view.order} />
        </div>
      ) : null}
      {view.state === 'refused' ? (
        <div className={styles.section}>
          <p role="alert" className={styles.alert}>
            {view.message}
          </p>
        </div>
      ) : null}
    </div>
  );
}
