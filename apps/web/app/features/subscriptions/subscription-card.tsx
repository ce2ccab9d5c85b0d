import styles from '../../ui/account-pages.module.css';
import type { SubscriptionView } from './subscription-view.ts';

/** One subscription: store, dates, duration, price and advantage; « Renouveler » when it may be. */
export function SubscriptionCard({ s, headingLevel = 3 }: { s: SubscriptionView; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.item}>
      <Heading>
        {s.title} – {s.storeName}
      </Heading>
      <p>
        {s.current ? `Du ${s.startText} au ${s.endText}` : `Du ${s.startText} au ${s.endText} (terminé)`}
        <br />
        Durée : {s.durationText}
        {s.priceText && <> · Prix payé : {s.priceText}</>}
      </p>
      <p>{s.advantageText}.</p>
      {s.renewHref && (
        <p>
          <a href={s.renewHref}>
            Renouveler<span className="sr-only"> l'abonnement de {s.storeName}</span>
          </a>
        </p>
      )}
    </li>
  );
}
