import { ButtonLink } from '../../ui/button.tsx';
import type { ProConfirmationData } from './confirmation.server.ts';
import styles from './pro-checkout.module.css';

export const PRO_SPACE_PATH = '/mon-compte/espace-pro';

/** The pro order made: its numbers, slot, store, amount and how it is paid. */
export function ProConfirmationPage({ data }: { data: ProConfirmationData }) {
  return (
    <div className={`page ${styles.page}`}>
      <section className={`${styles.section} ${styles.success}`} aria-labelledby="issue">
        <h1 id="issue" className={styles.title}>
          Merci, votre commande pro est confirmée
        </h1>
        <dl className={styles.dl}>
          {data.proNumber && (
            <>
              <dt>Numéro de commande pro</dt>
              <dd>{data.proNumber}</dd>
            </>
          )}
          <dt>Commande</dt>
          <dd>{data.code}</dd>
          {data.pickup && (
            <>
              <dt>Retrait</dt>
              <dd>{data.pickup}</dd>
            </>
          )}
          <dt>Magasin</dt>
          <dd>{data.store}</dd>
          <dt>Montant TTC</dt>
          <dd>{data.total}</dd>
          <dt>Paiement</dt>
          <dd>{data.payment}</dd>
        </dl>
        <div className={styles.actions}>
          <ButtonLink to={`/mon-compte/mes-commandes/${data.id}`} variant="primary">
            Voir ma commande
          </ButtonLink>
          <ButtonLink to="/mon-compte/mes-commandes" variant="secondary">
            Mes commandes
          </ButtonLink>
          <ButtonLink to={PRO_SPACE_PATH} variant="secondary">
            Mon espace pro
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
