import {
  type CardEntry,
  cardFields,
  errorMessage,
  escapeHtml,
  euros,
  type ListedCard,
  page,
  saveCardBox,
  savedCardChoice,
} from './fake-page.ts';
import type { FakeCheckoutSession } from './fake-stripe-objects.ts';

export const STRIPE_PROVIDER = 'Stripe Checkout (simulé)';

/** Checkout's page of one open session: the amount, the saved cards, a card form, Payer, Annuler. */
export function stripePaymentPage(
  session: FakeCheckoutSession,
  savedCards: ListedCard[],
  error: string | null,
  entry: Partial<CardEntry> = {},
): string {
  const offersSaving =
    session.paymentMethodSave || session.setupFutureUsage !== null || session.customerCreation === 'always';
  const cancel = session.cancelUrl
    ? `<p><a href="${escapeHtml(session.cancelUrl)}">Annuler et revenir</a></p>`
    : '';
  return page(
    STRIPE_PROVIDER,
    'Paiement par carte',
    `<p>${escapeHtml(session.productName)}</p>
<p>Montant à payer : <span class="amount">${euros(session.amountCents)}</span></p>
${errorMessage(error)}
<form method="post" action="/c/pay/${escapeHtml(session.id)}">
${savedCardChoice('paymentMethod', savedCards)}
<fieldset><legend>${savedCards.length ? 'Nouvelle carte' : 'Carte bancaire'}</legend>
${cardFields(entry, error !== null)}
</fieldset>
${offersSaving ? saveCardBox('Enregistrer la carte pour mes prochains achats') : ''}
<button type="submit">Payer</button>
</form>
${cancel}`,
  );
}
