import { ButtonLink } from '../../ui/button.tsx';
import { InfoIcon } from '../../ui/icons.tsx';
import { CART_KIND_LABELS } from '../cart/index.ts';
import type { SaveListView } from '../lists/index.ts';
import { SaveCartList } from '../lists/index.ts';
import styles from './checkout.module.css';
import type { FailedOutcomeData } from './outcomes.ts';

/**
 * The one view of a cancelled, refused or failed payment; the cart is kept and can be
 * saved to a list.
 */
export function PaymentFailedPage({
  data,
  saveList,
}: {
  data: FailedOutcomeData;
  saveList?: SaveListView | null;
}) {
  return (
    <div className={`page ${styles.page}`}>
      <section className={styles.outcome} data-statut={data.status} aria-labelledby="issue-paiement">
        <h1 id="issue-paiement" className={styles.title}>
          <InfoIcon /> {data.title}
        </h1>
        <p>Votre commande n'a pas été prise en compte.</p>
        <p>
          Votre panier {CART_KIND_LABELS[data.kind]} est conservé : vous pouvez le retrouver, le modifier puis
          commander de nouveau.
        </p>
        <ButtonLink to={data.cartUrl} variant="primary">
          Retour au panier
        </ButtonLink>
        <SaveCartList kind={data.kind} view={saveList ?? null} />
      </section>
    </div>
  );
}
