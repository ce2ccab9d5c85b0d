import { planningSlots } from '@cabas/domain';
import type { Insertable, Kysely } from 'kysely';
import { hashGiftCardPin } from '../../modules/checkout/gift-card-pin.ts';
import { newSlotRow } from '../../modules/slots/slots.repository.ts';
import type { DB } from '../schema.ts';
import type {} from '../schema-accounts.ts';
import type { GiftCardsTable, SlotsTable } from '../schema-checkout.ts';
import { DEMO_ACCOUNTS } from './accounts.ts';
import { insertRows } from './batch-insert.ts';
import type { SeedClock } from './product-builder.ts';

type Db = Kysely<DB>;
const DAY_MS = 86_400_000;
const at = (clock: SeedClock, days: number) => new Date(clock.today.getTime() + days * DAY_MS).toISOString();

/** Demo gift cards (README "Demo gift cards"): number, PIN, balance in cents, days to expiry. */
export const DEMO_GIFT_CARDS = [
  { numero: '900000000000000000001', pin: '1234', cents: 5000, days: 365 },
  { numero: '900000000000000000002', pin: '4321', cents: 15_000, days: 365 },
  { numero: '900000000000000000003', pin: '1111', cents: 3000, days: -10 },
  { numero: '900000000000000000004', pin: '2222', cents: 0, days: 365 },
] as const;

/** The planning of every service from the seed day (the API tops it up day by day as time passes). */
export async function slotRows(db: Db, clock: SeedClock): Promise<Insertable<SlotsTable>[]> {
  const services = await db
    .selectFrom('store_mode_services as s')
    .innerJoin('store_order_modes as m', 'm.id', 's.order_mode_id')
    .select(['s.id', 's.store_id', 'm.type', 'm.tarif_mini_cents'])
    .orderBy('s.id')
    .execute();
  return services.flatMap((s) =>
    planningSlots(s.type, s.tarif_mini_cents, clock.today).map((slot) => ({
      ...newSlotRow(s, slot),
      reserved: 0,
    })),
  );
}

/**
 * Slots, demo gift cards, and for the loyalty-card customer: a CRF card with a cagnotte, a discount
 * card, an active home delivery subscription at his store and a saved bank card; for the standard
 * customer: a default delivery address in a commune her store delivers.
 */
export async function seedCheckout(db: Db, clock: SeedClock): Promise<void> {
  await insertRows(db, 'slots', await slotRows(db, clock));
  const cards: Insertable<GiftCardsTable>[] = DEMO_GIFT_CARDS.map((c) => ({
    numero: c.numero,
    pin_hash: hashGiftCardPin(c.numero, c.pin),
    montant_initial_cents: Math.max(c.cents, 3000),
    solde_cents: c.cents,
    expires_at: at(clock, c.days),
    failed_attempts: 0,
    created_at: at(clock, -30),
    updated_at: at(clock, -30),
  }));
  await insertRows(db, 'gift_cards', cards);

  const clients = await db
    .selectFrom('clients')
    .select(['id', 'email', 'id_magasin', 'civilite', 'nom', 'prenom'])
    .where('email', 'in', [DEMO_ACCOUNTS.loyalty.email, DEMO_ACCOUNTS.standard.email])
    .execute();
  const loyalty = clients.find((c) => c.email === DEMO_ACCOUNTS.loyalty.email);
  const standard = clients.find((c) => c.email === DEMO_ACCOUNTS.standard.email);
  const created = at(clock, -200);
  if (loyalty) {
    await insertRows(db, 'loyalty_cards', [
      {
        client_id: loyalty.id,
        type_carte: 'CRF',
        sous_type: 'CRF',
        numero: '9250000012345678',
        solde_cents: 1250,
        solde_suiv_cents: 300,
        solde_points: 0,
        solde_points_suiv: 0,
        code_hash: null,
        expired: 0,
        created_at: created,
        updated_at: created,
      },
      {
        client_id: loyalty.id,
        type_carte: 'CP',
        sous_type: 'CP',
        numero: '9130000087654321',
        solde_cents: 0,
        solde_suiv_cents: 0,
        solde_points: 340,
        solde_points_suiv: 25,
        code_hash: null,
        expired: 0,
        created_at: created,
        updated_at: created,
      },
    ]);
    if (loyalty.id_magasin) {
      await insertRows(db, 'client_subscriptions', [
        {
          client_id: loyalty.id,
          store_id: loyalty.id_magasin,
          code: 'LAD',
          actif: 1,
          duree_mois: 12,
          date_debut: at(clock, -60).slice(0, 10),
          date_fin: at(clock, 304).slice(0, 10),
          prix_cents: 4990,
        },
        // The one before it, finished (the « Terminés » section of /mon-compte/abonnements).
        {
          client_id: loyalty.id,
          store_id: loyalty.id_magasin,
          code: 'LAD',
          actif: 1,
          duree_mois: 6,
          date_debut: at(clock, -250).slice(0, 10),
          date_fin: at(clock, -68).slice(0, 10),
          prix_cents: 2990,
        },
      ]);
    }
    await insertRows(db, 'payment_aliases', [
      {
        client_id: loyalty.id,
        store_id: loyalty.id_magasin,
        nom: 'Visa perso',
        marque: 'VISA',
        last4: '4242',
        expiration: '12/29',
        provider_token: 'sandbox-alias-demo-4242',
        created_at: created,
      },
    ]);
  }
  if (standard?.id_magasin) {
    const commune = await db
      .selectFrom('store_delivery_communes as d')
      .innerJoin('communes as c', (j) =>
        j.onRef('c.code_insee', '=', 'd.code_insee').onRef('c.code_postal', '=', 'd.code_postal'),
      )
      .select(['d.code_postal', 'd.code_insee', 'c.nom_commune'])
      .where('d.store_id', '=', standard.id_magasin)
      .orderBy('d.code_postal')
      .orderBy('d.code_insee')
      .executeTakeFirst();
    if (commune) {
      await insertRows(db, 'delivery_addresses', [
        {
          client_id: standard.id,
          defaut: 1,
          libelle: 'Maison',
          civilite: standard.civilite,
          prenom: standard.prenom,
          nom: standard.nom,
          adresse: '12 rue des Lilas',
          complement_adresse: null,
          code_postal: commune.code_postal,
          code_insee: commune.code_insee,
          nom_commune: commune.nom_commune,
          tel: '06 12 34 56 78',
          type_habitation: 'appartement',
          etage: 3,
          digicode1: '4B27',
          ascenseur: 1,
          interphone: 'Dupont',
          info_livreur: 'Sonner deux fois.',
          created_at: created,
          updated_at: created,
        },
      ]);
    }
  }
}
