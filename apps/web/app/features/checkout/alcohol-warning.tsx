import { ALCOHOL_WARNING, MINORS_BAN } from '../layout/index.ts';
import styles from './checkout.module.css';

/**
 * The legal warning of a cart that holds alcohol (the checkout's `meta.warning.is_alcool`): the health
 * message and the ban on selling alcohol to minors (Code de la santé publique, art. L3323-4 and
 * L3342-1). Told by its title and an icon, not by its colour alone; it blocks nothing.
 */
export function AlcoholWarning() {
  return (
    <section className={styles.alcohol} aria-labelledby="avertissement-alcool">
      <h2 id="avertissement-alcool" className={styles.alcoholTitle}>
        <svg className={styles.alcoholIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" fill="currentColor" />
        </svg>
        Votre panier contient de l'alcool
      </h2>
      <p>
        <strong>{ALCOHOL_WARNING}</strong>
      </p>
      <p>{MINORS_BAN}</p>
    </section>
  );
}
