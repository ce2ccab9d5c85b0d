import { API_ERROR_CODES, apiMessages, type StaffDayOrders } from '@cabas/contracts';
import {
  centsToEuros,
  groupDayOrders,
  matchesStaffOrderFilter,
  openSlotKeys,
  parisDay,
  parisDayBounds,
  type StaffOrderMode,
  type StaffOrderState,
  slotKey,
  staffOrderMode,
  staffOrderState,
} from '@cabas/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { assertStaffStore } from '../../platform/auth/guards.ts';
import type { AuthenticatedStaff } from '../../platform/auth/staff-principal.ts';
import { DomainError } from '../../platform/domain-error.ts';
import * as repo from './staff-orders.repository.ts';

type Db = Kysely<DB>;

export interface DayListQuery {
  /** A Paris day 'YYYY-MM-DD'; today's when absent. */
  jour?: string;
  etat?: StaffOrderState;
  mode?: StaffOrderMode;
  /** The slot listed: its start, `sans` or `tous` (`openSlotKeys`). */
  creneau?: string;
}

/** The store's orders as the staff read them (issue #37, item 2, decision 111). */
export class StaffOrdersService {
  constructor(private readonly db: Db) {}

  /**
   * The day's orders of a store, by slot: the staff member must act on the store (a preparer his own,
   * a manager his, head office any: 403 `magasin_non_attribue`), which must exist (404). The day is a
   * Paris day of the slots' starts; the filters keep the orders of a state and a mode.
   */
  async dayList(
    staff: AuthenticatedStaff,
    storeId: number,
    query: DayListQuery,
    now: Date,
  ): Promise<StaffDayOrders> {
    assertStaffStore(staff, storeId);
    const store = await repo.findStore(this.db, storeId);
    if (!store) throw new DomainError(API_ERROR_CODES.storeNotFound, apiMessages.storeNotFound);
    const today = parisDay(now);
    const day = query.jour ?? today;
    const bounds = parisDayBounds(day);
    const [rows, arrivals] = await Promise.all([
      repo.findDayOrderStates(this.db, storeId, bounds),
      // The customers waiting at the drive, first on today's list only (decision 116).
      day === today ? repo.findArrivals(this.db, storeId, bounds.from) : Promise.resolve([]),
    ]);
    const orders = rows.flatMap((row) => {
      const state = staffOrderState(row.statut_code);
      if (!state) return [];
      return [
        {
          id: row.id,
          slotStart: row.date_de_retrait,
          slotEnd: row.date_de_retrait_max,
          state,
          mode: staffOrderMode({ codeTypeCommande: row.code_type_commande, typePanier: row.type_panier }),
        },
      ];
    });
    const filter = { etat: query.etat ?? null, mode: query.mode ?? null };
    const list = groupDayOrders(orders, filter);
    // Only the open slots' orders are read in full (customer, lines): one slot of a busy day.
    const open = openSlotKeys(list.slots, query.creneau ?? null, now, day === today);
    const isOpen = (slot: { start: string | null }) => open === 'all' || open.has(slotKey(slot.start));
    const openIds = list.slots.filter(isOpen).flatMap((slot) => slot.orders.map((order) => order.id));
    const details = new Map(
      (await repo.findDayOrders(this.db, storeId, bounds, open === 'all' ? undefined : openIds)).map(
        (row) => [row.id, row],
      ),
    );
    return {
      magasin: store,
      jour: day,
      filtres: filter,
      creneaux: list.slots.map((slot) => ({
        debut: slot.start,
        fin: slot.end,
        compteurs: { total: slot.counts.total, par_etat: slot.counts.byState },
        ouvert: isOpen(slot),
        commandes: !isOpen(slot)
          ? []
          : slot.orders.flatMap(({ id, state, mode }) => {
              const row = details.get(id);
              // The two reads are not one snapshot: an order is listed only with its details.
              if (!row) return [];
              return [
                {
                  id: row.id,
                  code: row.code,
                  client: `${row.prenom} ${row.nom}`.trim(),
                  etat: state,
                  statut_code: row.statut_code,
                  mode,
                  code_type_commande: row.code_type_commande,
                  nombre_lignes: row.lines,
                  nombre_articles: Math.round(row.articles * 1000) / 1000,
                  montant_total_ttc: centsToEuros(row.total_cents),
                  note_client: row.note_client,
                  client_arrive_le: row.client_arrive_le,
                },
              ];
            }),
      })),
      arrivees: arrivals.flatMap((row) => {
        const state = staffOrderState(row.statut_code);
        const mode = staffOrderMode({
          codeTypeCommande: row.code_type_commande,
          typePanier: row.type_panier,
        });
        if (!state || row.client_arrive_le === null || !matchesStaffOrderFilter({ state, mode }, filter))
          return [];
        return [
          {
            id: row.id,
            code: row.code,
            client: `${row.prenom} ${row.nom}`.trim(),
            etat: state,
            mode,
            debut: row.date_de_retrait,
            fin: row.date_de_retrait_max,
            client_arrive_le: row.client_arrive_le,
          },
        ];
      }),
      compteurs: {
        total: list.day.total,
        par_etat: list.day.byState,
        par_mode: list.day.byMode,
        arrives: arrivals.length,
      },
    };
  }
}
