import {
  API_ERROR_CODES,
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderListQuery,
  type OrderListResponse,
  type OrderProductsResponse,
  type OrderStatus,
  paymentMessages,
} from '@cabas/contracts';
import { defaultOrderTitle, orderCode, orderYears, parisDay } from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { DomainError } from '../../platform/domain-error.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { SubstitutionService } from '../substitutions/substitutions.service.ts';
import * as repo from './orders.repository.ts';
import { presentLines, presentOrder } from './orders-presenter.ts';
import { listFilter } from './orders-query.ts';
import * as placement from './placement.repository.ts';

/** Who asks: a pro sees a pro order number and no loyalty benefits nor invoice. */
export interface OrderReader {
  id: number;
  isPro: boolean;
}

const notFound = () => new DomainError(API_ERROR_CODES.orderNotFound, paymentMessages.orderUnknown);

/** The client's orders: owner only, another client's order is not found. */
export class OrderService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly addresses: AddressesService,
    /** The substitutes of an order and the customer's answers (decision 115). */
    private readonly substitutions: Pick<SubstitutionService, 'ofOrder'>,
  ) {}

  /**
   * Makes a paid order in the caller's transaction: its row, then its code and title (they come from
   * its id), its lines and its fees and reductions.
   */
  async place(
    trx: Kysely<DB>,
    order: placement.NewOrder,
    details: {
      lines: placement.NewOrderLine[];
      frais: placement.NewOrderAmount[];
      reductions: placement.NewOrderAmount[];
    },
  ): Promise<{ id: number; code: string }> {
    const id = await placement.insertOrder(trx, order);
    const code = orderCode(id, new Date(order.nowIso));
    await placement.nameOrder(trx, id, code, defaultOrderTitle(code));
    await placement.insertOrderDetails(trx, id, details.lines, details.frais, details.reductions);
    return { id, code };
  }

  /** Moves an order from one status to another, in the caller's transaction; no change from any other. */
  moveStatus(trx: Kysely<DB>, orderId: number, from: string, status: string, nowIso: string): Promise<void> {
    return placement.setOrderStatus(trx, orderId, from, status, nowIso);
  }

  /**
   * What the order's gift card and cagnotte still pay after its capture gave the rest back through the
   * ledger (decision 109), in the caller's transaction.
   */
  keepStoredValues(
    trx: Kysely<DB>,
    orderId: number,
    held: { giftCardCents: number; tirelireCents: number },
    nowIso: string,
  ): Promise<void> {
    return placement.setStoredValuesHeld(trx, orderId, held, nowIso);
  }

  /** The stock units each line of an order took. */
  reservedUnits(trx: Kysely<DB>, orderId: number) {
    return placement.orderLinesUnits(trx, orderId);
  }

  async list(reader: OrderReader, query: OrderListQuery, now: Date): Promise<OrderListResponse> {
    const filter = listFilter(query, parisDay(now));
    const offset = (query.page - 1) * ORDERS_PAGE_SIZE;
    const [rows, total, facts, stores] = await Promise.all([
      repo.listClientOrders(this.db, reader.id, {
        ...filter,
        sort: query.tri,
        limit: ORDERS_PAGE_SIZE,
        offset,
      }),
      repo.countClientOrders(this.db, reader.id, filter),
      repo.clientOrderFacts(this.db, reader.id),
      repo.clientOrderStores(this.db, reader.id),
    ]);
    const amounts = await repo.orderAmounts(
      this.db,
      rows.map((r) => r.id),
    );
    const currentYear = Number(parisDay(now).slice(0, 4));
    const firstYear = facts.firstPlacedAt
      ? Number(parisDay(new Date(facts.firstPlacedAt)).slice(0, 4))
      : null;
    return {
      data: rows.map((r) => presentOrder(r, amounts, reader.isPro)),
      meta: {
        page: query.page,
        total,
        par_page: ORDERS_PAGE_SIZE,
        nb_pages: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)),
        has_archive: facts.hasArchive,
        sections: { valeurs: orderYears(firstYear, currentYear) },
        magasins: stores,
      },
    };
  }

  async get(reader: OrderReader, id: number, now = new Date()): Promise<Order> {
    const row = await repo.findClientOrder(this.db, reader.id, id);
    if (!row) throw notFound();
    const [amounts, lines, billing, substitutes] = await Promise.all([
      repo.orderAmounts(this.db, [id]),
      repo.orderLines(this.db, id, row.store_id),
      this.addresses.billingAddress(reader.id),
      this.substitutions.ofOrder(reader.id, id, now),
    ]);
    return {
      ...presentOrder(row, amounts, reader.isPro),
      has_adresse_facture: billing !== null,
      lignes_commande: presentLines(row, lines).map(
        ({ slug: _s, marque: _m, disponible: _d, ...line }) => line,
      ),
      remplacements: substitutes,
    };
  }

  async products(reader: OrderReader, id: number): Promise<OrderProductsResponse> {
    const row = await repo.findClientOrder(this.db, reader.id, id);
    if (!row) throw notFound();
    const lines = await repo.orderLines(this.db, id, row.store_id);
    return {
      data: presentLines(row, lines),
      meta: { commande_id: id, magasin_id: row.store_id, statut_code: row.statut_code as OrderStatus },
    };
  }

  async rename(reader: OrderReader, id: number, titre: string, now: Date): Promise<Order> {
    if (!(await repo.renameOrder(this.db, reader.id, id, titre, now.toISOString()))) throw notFound();
    return this.get(reader, id, now);
  }
}
