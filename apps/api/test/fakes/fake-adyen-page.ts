import {
  type CardEntry,
  cardFields,
  ERROR_ID,
  errorMessage,
  escapeHtml,
  euros,
  type ListedCard,
  page,
  saveCardBox,
  savedCardChoice,
} from './fake-page.ts';

export const ADYEN_PROVIDER = 'Adyen Hosted Checkout (simulé)';

export interface AdyenPageSession {
  id: string;
  amountCents: number;
  description: string;
  asksConsent: boolean;
  /** Where « Annuler et revenir » goes: the return URL, the session left active. */
  backUrl: string;
}

/** Adyen's hosted page: the stored cards (their CVC asked again), a card form, Payer, Annuler. */
export function adyenPaymentPage(
  session: AdyenPageSession,
  storedCards: ListedCard[],
  error: string | null,
  entry: Partial<CardEntry> = {},
): string {
  const storedCvc = storedCards.length
    ? `<label for="cryptogramme-enregistre">Cryptogramme visuel de la carte enregistrée</label>
<input type="text" id="cryptogramme-enregistre" name="storedCardCvc" autocomplete="cc-csc" inputmode="numeric"${error ? ` aria-describedby="${ERROR_ID}"` : ''}>`
    : '';
  return page(
    ADYEN_PROVIDER,
    'Paiement par carte',
    `<p>${escapeHtml(session.description)}</p>
<p>Montant à payer : <span class="amount">${euros(session.amountCents)}</span></p>
${errorMessage(error)}
<form method="post" action="/checkoutshopper/pay/${escapeHtml(session.id)}">
${savedCardChoice('storedPaymentMethodId', storedCards)}
${storedCvc}
<fieldset><legend>${storedCards.length ? 'Nouvelle carte' : 'Carte bancaire'}</legend>
${cardFields(entry, error !== null)}
</fieldset>
${session.asksConsent ? saveCardBox('Enregistrer la carte pour mes prochains paiements') : ''}
<button type="submit">Payer</button>
</form>
<p><a href="${escapeHtml(session.backUrl)}">Annuler et revenir</a></p>`,
  );
}
