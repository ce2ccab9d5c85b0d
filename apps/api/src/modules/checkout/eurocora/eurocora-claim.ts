import { checkoutMessages } from '@cabas/contracts';
import { availableCagnotte, paysWithCagnotte } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { refuse } from '../checkout-errors.ts';
import * as repo from './eurocora.repository.ts';

/** A reservation a checkout write makes: checked under the card's lock when the write commits. */
export interface EurocoraClaim {
  clientId: number;
  cardId: number;
  cents: number;
  /** The field a refusal is shown on (`montant` of the eurocora update, `tirelire.montant` elsewhere). */
  field: string;
}

const formatEuros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * Checks a claim in the transaction that writes it, after the checkout's row (locked first, the order
 * of decision 093): the card still the client's and paying with its cagnotte, and the claim within its
 * balance less the other open checkouts' live reservations. A refusal undoes the whole write.
 */
export async function confirmClaim(
  trx: Kysely<DB>,
  claim: EurocoraClaim,
  checkoutId: number,
  nowIso: string,
): Promise<void> {
  const card = await repo.lockCardById(trx, claim.clientId, claim.cardId);
  if (
    !card ||
    !paysWithCagnotte({ typeCarte: card.type_carte, sousType: card.sous_type, expired: card.expired === 1 })
  )
    throw refuse('tirelire.carte', checkoutMessages.walletCardUnknown);
  const elsewhere = await repo.reservedElsewhere(trx, [card.id], checkoutId, nowIso);
  const available = availableCagnotte(card.solde_cents, elsewhere.get(card.id) ?? 0);
  if (claim.cents > available)
    throw refuse(claim.field, checkoutMessages.eurocoraUnavailable(formatEuros(available)));
}

/**
 * At an order's placement, once its checkout is closed: whether the card (locked here, before the
 * ledger's spend) still covers `cents` besides what the client's other open checkouts reserve. A
 * payment whose reservation lapsed and whose euros another checkout reserved since is refused.
 */
export async function cagnotteCovers(
  trx: Kysely<DB>,
  spend: { clientId: number; numero: string; cents: number; checkoutId: number },
  nowIso: string,
): Promise<boolean> {
  const card = await repo.lockCardByNumero(trx, spend.clientId, spend.numero);
  if (!card) return false;
  const elsewhere = await repo.reservedElsewhere(trx, [card.id], spend.checkoutId, nowIso);
  return spend.cents <= availableCagnotte(card.solde_cents, elsewhere.get(card.id) ?? 0);
}
