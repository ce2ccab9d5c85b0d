import { describe, expect, it } from 'vitest';
import { placedOrder, pricedLine, pricedOf } from '../../../../test/helpers/order-change-fixtures.ts';
import type { OrderChangeRow } from '../../../db/schema-order-changes.ts';
import { amounts, changeView, paymentConfirmation, returnPathOf, slotChoices, slotOf } from './views.ts';

const noRefund = { card: 0, giftCard: 0, tirelire: 0, cardNotCharged: 0 };
/** 33 € back to the card, 20 of them an authorisation lowered (never debited). */
const lowered = { card: 3300, giftCard: 0, tirelire: 0, cardNotCharged: 2000 };

describe('what the order change calls answer', () => {
  it('amounts in euros, the order’s slot when it has one', () => {
    expect(amounts({ card: 1234, giftCard: 100, tirelire: 1, cardNotCharged: 234 })).toEqual({
      carte: 12.34,
      carte_non_debitee: 2.34,
      carte_cadeau: 1,
      tirelire: 0.01,
      total: 13.35,
    });
    expect(slotOf(placedOrder())).toEqual({
      id: 500,
      debut: '2026-12-01T16:00:00.000Z',
      fin: '2026-12-01T17:00:00.000Z',
    });
    expect(slotOf(placedOrder({ slot_id: null }))).toBeNull();
  });

  it('a lower total shows what goes back, the part never debited apart; a draft paying its difference is `en_paiement`', () => {
    const priced = pricedOf([pricedLine(1, 1, 2500)], {
      feesCents: 200,
      totalCents: 2700,
      droppedCodes: ['VOISIN3'],
    });
    const open = { id: 31, status: 'en_paiement' } as OrderChangeRow;
    const view = changeView(placedOrder(), open, priced, null, lowered);
    expect(view).toMatchObject({
      id: 31,
      statut: 'en_paiement',
      creneau: { id: 500 },
      frais: 2,
      total_ttc: 27,
      total_paye: 60,
      difference: -33,
      remboursement: { carte: 33, carte_non_debitee: 20, carte_cadeau: 0, tirelire: 0, total: 33 },
      lignes: [{ produit_id: 1, designation: 'Produit 1', quantite: 1, prix_unitaire: 25, montant_ttc: 25 }],
    });
    expect(view.avertissements).toHaveLength(1);
    expect(changeView(placedOrder(), null, priced, null, lowered)).toMatchObject({
      id: null,
      statut: 'aucune',
    });
    expect(changeView(placedOrder(), { ...open, status: 'brouillon' }, priced, null, lowered).statut).toBe(
      'brouillon',
    );
  });

  it('a higher total refunds nothing and opens the payment of the difference', () => {
    const view = changeView(placedOrder(), null, pricedOf([pricedLine(1, 3, 2500)]), null, noRefund);
    expect(view).toMatchObject({ difference: 15, remboursement: { total: 0 } });
    expect(paymentConfirmation(7, { sessionId: 's', url: 'https://pay/s', cents: 1500 })).toEqual({
      commande_id: 7,
      resultat: 'paiement',
      url_webview_paiement: 'https://pay/s',
      session_id: 's',
      remboursement: { carte: 0, carte_non_debitee: 0, carte_cadeau: 0, tirelire: 0, total: 0 },
      a_payer: 15,
    });
  });

  it('the order’s own slot stays available to it even when full; the payment page returns to the edit', () => {
    const row = { starts_at: 'a', ends_at: 'b', price_cents: 500, reserved: 4, capacity: 4 };
    expect(
      slotChoices(
        [
          { id: 500, ...row },
          { id: 501, ...row },
        ],
        placedOrder(),
      ).map((s) => s.disponible),
    ).toEqual([true, false]);
    expect(returnPathOf(7, 'deja-traitee')).toBe('/mon-compte/mes-commandes/7/modifier?paiement=ok');
    expect(returnPathOf(7, 'refus')).toBe('/mon-compte/mes-commandes/7/modifier?paiement=refus');
  });
});
