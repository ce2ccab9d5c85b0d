import { Form } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import type { CancelActionData, CancelPageData } from './cancel.server.ts';
import { cardParts, frenchDateTime, frenchSlot, refundLines } from './order-change-text.ts';
import styles from './order-changes.module.css';
import type { RefundCents } from './order-changes-api.server.ts';

/** Confirming the cancel of an order, then what was given back. */
export function CancelPage({ data, action }: { data: CancelPageData; action?: CancelActionData }) {
  const orderLink = `/mon-compte/mes-commandes/${data.commande_id}`;
  if (data.statut_code === 'ANNULEE') {
    const lines = refundLines(data.refund);
    return (
      <div className={styles.page}>
        <h1>Commande {data.code}</h1>
        <div role="status" className={styles.success}>
          <h2>Votre commande a été annulée</h2>
          {data.creneau ? <p>Votre créneau du {frenchSlot(data.creneau)} est libéré.</p> : null}
          {lines.length ? (
            <>
              <p>Votre paiement de {formatPrice(data.refund.totalCents)} :</p>
              <ul>
                {lines.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
              <CardNotes refund={data.refund} />
            </>
          ) : null}
          <p className={styles.muted}>Un e-mail de confirmation vous a été envoyé.</p>
        </div>
        <ButtonLink to="/mon-compte/mes-commandes" variant="secondary">
          Retour à mes commandes
        </ButtonLink>
      </div>
    );
  }
  const lines = refundLines(data.refund);
  return (
    <div className={styles.page}>
      <h1>Annuler la commande {data.code}</h1>
      {action?.error ? (
        <p role="alert" className={styles.error}>
          {action.error}
        </p>
      ) : null}
      {data.annulable ? (
        <>
          {data.date_limite ? (
            <p>Vous pouvez annuler cette commande jusqu’au {frenchDateTime(data.date_limite)}.</p>
          ) : null}
          {data.creneau ? <p>Votre créneau du {frenchSlot(data.creneau)} sera libéré.</p> : null}
          <h2>Votre paiement</h2>
          {lines.length ? (
            <ul>
              {lines.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          ) : (
            <p>Rien n’a été payé pour cette commande.</p>
          )}
          <p>
            {totalLabel(data.refund)} : {formatPrice(data.refund.totalCents)}
          </p>
          <CardNotes refund={data.refund} />
          <div className={styles.actions}>
            <Form method="post">
              <Button type="submit" variant="primary">
                Confirmer l’annulation
              </Button>
            </Form>
            <ButtonLink to={orderLink} variant="secondary">
              Garder ma commande
            </ButtonLink>
          </div>
        </>
      ) : (
        <>
          <p>{data.motif}</p>
          <ButtonLink to="/mon-compte/mes-commandes" variant="secondary">
            Retour à mes commandes
          </ButtonLink>
        </>
      )}
    </div>
  );
}

/** « Total remboursé » only when every euro is refunded: an authorisation released is never debited. */
function totalLabel(refund: RefundCents): string {
  const card = cardParts(refund);
  if (card.notChargedCents === 0) return 'Total remboursé';
  return card.notChargedCents === refund.totalCents ? 'Total non débité' : 'Total remboursé ou non débité';
}

/** When the card's part comes back: a refund takes a few days; an authorisation released, nothing to wait for. */
function CardNotes({ refund }: { refund: RefundCents }) {
  const card = cardParts(refund);
  return (
    <>
      {card.notChargedCents > 0 ? (
        <p className={styles.muted}>
          Votre carte bancaire n’est débitée qu’une fois votre commande préparée : ce montant ne sera pas
          débité.
        </p>
      ) : null}
      {card.refundedCents > 0 ? (
        <p className={styles.muted}>
          Le remboursement sur carte bancaire apparaît sur votre compte sous quelques jours ouvrés.
        </p>
      ) : null}
    </>
  );
}
