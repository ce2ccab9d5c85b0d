import {
  API_ERROR_CODES,
  checkoutMessages,
  type GiftCardCheckBody,
  type GiftCardCheckResponse,
} from '@cabas/contracts';
import { giftCardUse, maskCardNumber } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { recordWrongCode, resetWrongCodes } from '../../../platform/auth/code-locks.repository.ts';
import * as repo from '../checkout.repository.ts';
import { amounts, type CheckoutContext, euros } from '../checkout-context.ts';
import { refuse } from '../checkout-errors.ts';
import { writeIfVersion } from '../checkout-version.ts';
import {
  GIFT_CARD_LOCK_MS,
  GIFT_CARD_MAX_FAILURES,
  giftCardLocked,
  giftCardRefused,
  verifyGiftCardPin,
} from '../gift-card-pin.ts';
import type { WriteBase } from './checkout-write.ts';

/**
 * Gift card: an unknown number and a wrong PIN get the same 422 (a number cannot be told to exist);
 * after GIFT_CARD_MAX_FAILURES wrong PINs the card is locked for GIFT_CARD_LOCK_MS (403), a right PIN
 * resets the count. An expired or empty card is refused (422). Else the card pays the smaller of its
 * balance and the order's total (cart and slot or delivery fee), and the rest is left to pay.
 * `load`: the checkout's context, read only once the PIN is right.
 */
export async function useGiftCard(
  db: Kysely<DB>,
  ctx: WriteBase,
  body: GiftCardCheckBody,
  load: () => Promise<CheckoutContext>,
): Promise<GiftCardCheckResponse> {
  const { row, now } = ctx;
  const { numero, pin } = body.carte_cadeau;
  const card = await repo.findGiftCardByNumber(db, numero);
  const nowIso = now.toISOString();
  if (card?.locked_until && card.locked_until > nowIso) throw giftCardLocked();
  if (!verifyGiftCardPin(numero, pin, card?.pin_hash) || !card) {
    if (card)
      await recordWrongCode(db, 'gift_cards', card.id, nowIso, {
        maxFailures: GIFT_CARD_MAX_FAILURES,
        lockedUntil: new Date(now.getTime() + GIFT_CARD_LOCK_MS).toISOString(),
      });
    throw giftCardRefused();
  }
  await resetWrongCodes(db, 'gift_cards', card.id, nowIso);
  // The total before any gift card: the new card replaces the one used so far.
  const a = amounts({ ...(await load()), giftCard: null });
  const use = giftCardUse({ balanceCents: card.solde_cents, expiresAt: card.expires_at }, a.totalCents, now);
  if ('refusal' in use)
    throw use.refusal === 'expiree'
      ? refuse('carte_cadeau.numero', checkoutMessages.giftCardExpired, API_ERROR_CODES.giftCardExpired)
      : refuse('carte_cadeau.numero', checkoutMessages.giftCardEmpty, API_ERROR_CODES.giftCardEmpty);
  const version = await writeIfVersion(
    db,
    row,
    { gift_card_id: card.id, gift_card_cents: use.usedCents },
    now,
  );
  return {
    data: {
      numero_masque: maskCardNumber(card.numero),
      solde: euros(card.solde_cents),
      montant_utilise: euros(use.usedCents),
      reste_a_payer: euros(use.remainingCents),
      date_expiration: card.expires_at,
    },
    meta: { dateLastUpdate: version },
  };
}

/** Stops paying with the gift card. */
export async function removeGiftCard(db: Kysely<DB>, ctx: WriteBase): Promise<void> {
  await writeIfVersion(db, ctx.row, { gift_card_id: null, gift_card_cents: 0 }, ctx.now);
}
