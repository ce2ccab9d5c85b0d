import type { Cart, CheckoutResponse } from '@cabas/contracts';
import { sql } from 'kysely';
import type {} from '../../src/db/schema-checkout.ts';
import type { TestApp } from '../test-app.ts';

/**
 * A payable checkout written directly in the tables of migration 0005 (drive service, a slot held for
 * 30 minutes, no bags, the card), and the answer the checkout module gives for it.
 */
export async function heldCheckout(t: TestApp, clientId: number, shop: number, cart: Cart, now = new Date()) {
  const { db } = t.database;
  const nowIso = now.toISOString();
  const service = await db
    .selectFrom('store_mode_services as s')
    .innerJoin('store_order_modes as m', 'm.id', 's.order_mode_id')
    .select(['s.id', 's.label', 's.adresse'])
    .where('s.store_id', '=', shop)
    .where('m.type', '=', 'DRIVE')
    .orderBy('s.id')
    .executeTakeFirstOrThrow();
  const start = new Date(now.getTime() + 26 * 3_600_000);
  const end = new Date(start.getTime() + 3_600_000);
  const slot = await db
    .insertInto('slots')
    .values({
      service_id: service.id,
      store_id: shop,
      day: start.toISOString().slice(0, 10),
      starts_at: start.toISOString(),
      ends_at: end.toISOString(),
      cutoff_at: new Date(start.getTime() - 3_600_000).toISOString(),
      capacity: 5,
      reserved: 1,
      price_cents: 300,
    })
    .onConflict((oc) =>
      oc.columns(['service_id', 'starts_at']).doUpdateSet({ reserved: sql`slots.reserved + 1` }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  const checkout = await db
    .insertInto('checkouts')
    .values({
      client_id: clientId,
      store_id: shop,
      cart_id: cart.id!,
      type_panier: 'drive',
      open_key: `${clientId}:${shop}:drive:${Math.random()}`,
      service_id: service.id,
      // The choices of the payment page made: no bags, the card.
      avec_sacs: 0,
      payment_mode: 'cb',
      created_at: nowIso,
      updated_at: nowIso,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const expiresAt = new Date(now.getTime() + 30 * 60_000).toISOString();
  const hold = await db
    .insertInto('slot_holds')
    .values({ slot_id: slot.id, checkout_id: checkout.id, created_at: nowIso, expires_at: expiresAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('checkouts').set({ hold_id: hold.id }).where('id', '=', checkout.id).execute();

  const totalCents = Math.round(cart.montant_total_ttc * 100) + 300;
  const response = {
    data: {
      type: 'checkout',
      id: checkout.id,
      attributes: {
        dateLastUpdate: nowIso,
        etape: 'paiement',
        type_panier: 'drive',
        magasin_id: shop,
        service_id: service.id,
        mode_commande: 'DRIVE',
        modeCommandeLibelle: service.label,
        creneau: {
          creneau_id: slot.id,
          service_id: service.id,
          debut: start.toISOString(),
          fin: end.toISOString(),
          heure_debut: '',
          heure_fin: '',
          jour_texte: '',
          tarif: 3,
          expire_le: expiresAt,
          duree_reservation_minutes: 30,
        },
        dateRetrait: start.toISOString(),
        idAddressLivraison: null,
        idAdresseLivraison: null,
        adresse_livraison: null,
        modePaiement: 'cb',
        tirelire: null,
        avec_sacs: false,
        carteCarrefour: null,
        carteCadeau: null,
        selectedPaymentId: null,
        code_promo: null,
        avantages_calcules: true,
        redevance: { requise: false, renseignee: false },
        a_completer: [],
        montants: {
          total_panier: cart.montant_total_ttc,
          frais: 3,
          total_ttc: totalCents / 100,
          tirelire: 0,
          carte_cadeau: 0,
          carte_carrefour: 0,
          reste_a_payer: totalCents / 100,
        },
        panier: cart,
      },
      modesCommande: {
        infos: {
          service_preselectionne: null,
          lad_abonnement: false,
          montantMinimumLAD: null,
          tarif_livraison_defaut: 8.9,
        },
        modes: [],
        services: {},
      },
    },
    meta: {
      warning: {
        magasin_inhabituel: false,
        premiere_commande: false,
        redevance: [],
        unauth_products_list: [],
        is_alcool: false,
      },
      user_preferences: {
        id_mode_paiement_habituel: null,
        type_mode_commande_habituel: null,
        premiere_consigne_sac: false,
      },
      message_warning: [],
    },
  } as unknown as CheckoutResponse;
  return { checkoutId: checkout.id, holdId: hold.id, slotId: slot.id, serviceId: service.id, response };
}
