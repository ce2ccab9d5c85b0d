import styles from '../../ui/account-pages.module.css';
import { SubscriptionCard } from './subscription-card.tsx';
import type { SubscriptionView } from './subscription-view.ts';
import { OFFER_PATH } from './subscription-view.ts';
import type { SubscriptionsData } from './subscriptions.server.ts';

function Section({
  id,
  title,
  items,
  empty,
}: {
  id: string;
  title: string;
  items: SubscriptionView[];
  empty: string;
}) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((s) => (
            <SubscriptionCard key={s.id} s={s} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** `/mon-compte/abonnements`: « En cours » and « Terminés ». */
export function SubscriptionsPage({ data }: { data: SubscriptionsData }) {
  return (
    <div className={styles.page}>
      <h1>Mes abonnements</h1>
      {data.notice && (
        <p role={data.notice.tone} className={data.notice.tone === 'alert' ? styles.alert : styles.status}>
          {data.notice.text}
        </p>
      )}
      <Section
        id="abonnements-en-cours"
        title="En cours"
        items={data.current}
        empty="Vous n'avez pas d'abonnement en cours."
      />
      <Section
        id="abonnements-termines"
        title="Terminés"
        items={data.finished}
        empty="Vous n'avez pas d'abonnement terminé."
      />
      <p>
        <a href={OFFER_PATH}>Découvrir l'abonnement livraison</a>
      </p>
    </div>
  );
}
