import {
  API_ERROR_CODES,
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderListResponse,
  type OrderStatus,
  paymentMessages,
} from '@cabas/contracts';
import { centsToEuros, orderDate } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { HttpError } from '../../platform/errors.ts';
import * as repo from './orders.repository.ts';

type Amount = Awaited<ReturnType<typeof repo.orderAmounts>>[number];

function present(o: repo.OrderRecord, amounts: Amount[]): Omit<Order, 'lignes_commande'> {
  const mine = amounts.filter((a) => a.order_id === o.id);
  const toAmount = (a: Amount) => ({
    type: a.type,
    libelle: a.libelle,
    valeur: centsToEuros(a.valeur_cents),
  });
  return {
    id: o.id,
    code: o.code,
    titre: o.titre,
    code_paiement: o.code_paiement,
    code_type_commande: o.code_type_commande,
    service_id: o.service_id,
    type_panier: o.type_panier,
    magasin_id: o.store_id,
    magasin: { id: o.store_id, name: o.store_name, telephone: o.store_telephone },
    date_de_retrait: o.date_de_retrait,
    date_de_retrait_max: o.date_de_retrait_max,
    adresse_retrait: o.adresse_retrait ? JSON.parse(o.adresse_retrait) : null,
    adresse: o.adresse ? JSON.parse(o.adresse) : null,
    statut_code: o.statut_code as OrderStatus,
    date_commande: orderDate(new Date(o.placed_at)),
    frais: mine.filter((a) => a.kind === 'frais').map(toAmount),
    reductions: mine.filter((a) => a.kind === 'reduction').map(toAmount),
    montant_total_remise: centsToEuros(o.total_remise_cents),
    montant_total_ttc: centsToEuros(o.total_cents),
    montant_reservation_eurocora: centsToEuros(o.eurocora_cents),
    montant_tirelire: centsToEuros(o.tirelire_cents),
    montant_carte_cadeau: centsToEuros(o.gift_card_cents),
    has_alias_paiement: o.has_alias_paiement === 1,
    email_confirmation: o.email,
  };
}

/** The client's orders: owner only, another client's order is not found. */
export class OrderService {
  constructor(private readonly db: Kysely<DB>) {}

  async list(clientId: number, page: number, statut?: 'en_cours' | 'archivees'): Promise<OrderListResponse> {
    const archived = statut === undefined ? undefined : statut === 'archivees';
    const offset = (page - 1) * ORDERS_PAGE_SIZE;
    const [rows, total] = await Promise.all([
      repo.listClientOrders(this.db, clientId, { archived, limit: ORDERS_PAGE_SIZE, offset }),
      repo.countClientOrders(this.db, clientId, archived),
    ]);
    const amounts = await repo.orderAmounts(
      this.db,
      rows.map((r) => r.id),
    );
    return {
      data: rows.map((r) => present(r, amounts)),
      meta: { page, total, par_page: ORDERS_PAGE_SIZE },
    };
  }

  async get(clientId: number, id: number): Promise<Order> {
    const row = await repo.findClientOrder(this.db, clientId, id);
    if (!row)
      throw new HttpError(404, paymentMessages.orderUnknown, undefined, API_ERROR_CODES.orderNotFound);
    const [amounts, lines] = await Promise.all([
      repo.orderAmounts(this.db, [id]),
      repo.orderLines(this.db, id),
    ]);
    return {
      ...present(row, amounts),
      lignes_commande: lines.map((l) => ({
        id: l.id,
        produit_id: l.product_id,
        montant: l.gift_card_cents > 0 ? centsToEuros(l.gift_card_cents) : null,
        designation: l.designation,
        quantite: l.quantity,
        prix_unitaire: centsToEuros(l.unit_price_cents),
        montant_ttc: centsToEuros(l.total_cents),
        substitution_accord: l.substitution_accord === 1,
      })),
    };
  }

  async rename(clientId: number, id: number, titre: string, now: Date): Promise<Order> {
    if (!(await repo.renameOrder(this.db, clientId, id, titre, now.toISOString()))) {
      throw new HttpError(404, paymentMessages.orderUnknown, undefined, API_ERROR_CODES.orderNotFound);
    }
    return this.get(clientId, id);
  }
}
