import { useEffect } from 'react';
import { pushToDataLayer } from '../../lib/tracking.ts';
import { ButtonLink } from '../../ui/button.tsx';
import styles from './checkout.module.css';
import type { ConfirmationData, PurchaseEvent } from './confirmation.server.ts';

/** The purchase is tracked once per order, even if the page is shown again. */
function usePurchaseTracking(purchase: PurchaseEvent | null) {
  useEffect(() => {
    if (!purchase) return;
    const key = `cabas-achat-${purchase.ecommerce.transaction_id}`;
    try {
      if (window.sessionStorage.getItem(key)) return;
      window.sessionStorage.setItem(key, '1');
    } catch {
      // Storage may be refused: track anyway.
    }
    pushToDataLayer(purchase);
  }, [purchase]);
}

const TITLES = {
  ok: 'Merci, votre commande est confirmée',
  'en-attente': 'Votre commande est en attente de confirmation',
  'deja-traitee': 'Cette commande a déjà été traitée',
} as const;

/** The outcome pages with an order: ok, en-attente, deja-traitee. */
export function ConfirmationPage({ data }: { data: ConfirmationData }) {
  usePurchaseTracking(data.purchase);
  const { order } = data;
  const tone = data.kind === 'ok' ? 'ok' : data.kind === 'en-attente' ? 'pending' : 'done';
  return (
    <div className={`page ${styles.page}`}>
      <section className={styles.outcome} data-statut={tone} aria-labelledby="issue">
        <h1 id="issue" className={styles.title}>
          {TITLES[data.kind]}
        </h1>
        {data.kind === 'en-attente' ? (
          <>
            <p>
              La vérification de vos informations bancaires est en cours. Vous recevrez la confirmation de
              votre commande à l'adresse {order.email} dès qu'elle sera terminée.
            </p>
            <p>
              Magasin : {order.store.name}. Téléphone du service drive : {order.store.phone}.
            </p>
            <p>
              Vous n'avez rien reçu ? Vérifiez votre dossier de courriers indésirables (spams) ou appelez le
              service drive au {order.store.phone}.
            </p>
          </>
        ) : data.kind === 'ok' ? (
          <p>Un e-mail de confirmation a été envoyé à {order.email}.</p>
        ) : (
          <p>
            Le paiement de cette commande a déjà été pris en compte : rien n'a été débité une seconde fois.
          </p>
        )}
        <dl className={styles.dl}>
          <dt>Commande</dt>
          <dd>{order.code}</dd>
          <dt>Passée le</dt>
          <dd>{order.date}</dd>
          <dt>Montant</dt>
          <dd>{order.totalText}</dd>
          {order.pickup && (
            <>
              <dt>Retrait ou livraison</dt>
              <dd>{order.pickup}</dd>
            </>
          )}
          {order.where && (
            <>
              <dt>Adresse</dt>
              <dd>{order.where}</dd>
            </>
          )}
          <dt>Magasin</dt>
          <dd>{order.store.name}</dd>
        </dl>
        <div className={styles.actions}>
          <ButtonLink to="/" variant="primary">
            Continuer mes courses
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
