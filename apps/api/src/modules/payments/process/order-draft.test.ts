import { describe, expect, it } from 'vitest';
import { fixtureLine, payableCheckoutContext } from '../../../../test/fixtures/checkout-context.ts';
import { orderDraft } from './order-draft.ts';

const facts = {
  client: { id: 3, email: 'marie@example.fr', prenom: 'Marie' },
  store: { id: 1, adresse: '2 place du Marché', cp: '75001', ville: 'Paris' },
};

describe('the order drafted from the checkout context', () => {
  it('keeps the lines, the slot fee, the reductions and the total in cents', () => {
    const ctx = payableCheckoutContext([fixtureLine(101, 12.5, 1, 1.25), fixtureLine(102, 3.75, 2)]);
    const draft = orderDraft(ctx, facts, { codePaiement: 'cb', hasAlias: false });
    expect(draft).toMatchObject({
      checkoutId: 9,
      clientId: 3,
      storeId: 1,
      typePanier: 'drive',
      codeTypeCommande: 'DRIVE',
      codePaiement: 'cb',
      serviceId: 20,
      serviceLabel: 'Drive du magasin',
      slot: { holdId: 50, slotId: 40, debut: '2026-11-29T09:00:00.000Z', fin: '2026-11-29T10:00:00.000Z' },
      adresseRetrait: { adresse: '1 rue du Drive', cp: '75001', ville: 'Paris' },
      adresse: null,
      noteClient: null,
      frais: [{ type: 'creneau', libelle: 'Frais de préparation', cents: 300 }],
      reductions: [{ type: 'remise_immediate', libelle: 'Remises immédiates', cents: 125 }],
      totalCents: 1125 + 750 + 300,
      totalRemiseCents: 125,
    });
    expect(draft.lines).toEqual([
      expect.objectContaining({
        productId: 101,
        quantity: 1,
        unitPriceCents: 1250,
        totalCents: 1125,
        reductionCents: 125,
      }),
      expect.objectContaining({
        productId: 102,
        quantity: 2,
        unitPriceCents: 375,
        totalCents: 750,
        reductionCents: 0,
      }),
    ]);
  });

  it('leaves out a line no longer available, and delivers to the address of a home delivery', () => {
    const gone = { ...fixtureLine(103, 9, 1), disponible: false };
    const ctx = payableCheckoutContext([fixtureLine(101, 12.5, 1), gone]);
    ctx.modes = ctx.modes.map((m) => (m.type === 'DRIVE' ? { ...m, type: 'LAD' } : m));
    ctx.address = {
      id: 5,
      adresse: '3 rue des Lilas',
      code_postal: '69001',
      nom_commune: 'Lyon',
      info_livreur: 'Sonner deux fois.',
    } as NonNullable<typeof ctx.address>;
    const draft = orderDraft(ctx, facts, { codePaiement: 'cb', hasAlias: true });
    expect(draft.lines.map((l) => l.productId)).toEqual([101]);
    expect(draft).toMatchObject({
      codeTypeCommande: 'LAD',
      adresseRetrait: null,
      adresse: { adresse: '3 rue des Lilas', code_postal: '69001', ville: 'Lyon' },
      noteClient: 'Sonner deux fois.',
      frais: [{ libelle: 'Frais de livraison', cents: 300 }],
      totalCents: 1250 + 300,
      hasAlias: true,
    });
  });
});
