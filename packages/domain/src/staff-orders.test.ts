import { describe, expect, it } from 'vitest';
import {
  ALL_SLOTS,
  type DayOrder,
  groupDayOrders,
  isSlotChoice,
  matchesStaffOrderFilter,
  NO_SLOT,
  openSlotKeys,
  parisDayBounds,
  STAFF_ORDER_STATE_LABELS,
  staffOrderMode,
  staffOrderState,
  statusesOfState,
} from './staff-orders.ts';

describe('staffOrderState', () => {
  it('gives each order status its staff state', () => {
    expect(staffOrderState('COMMANDEE')).toBe('a_preparer');
    expect(staffOrderState('VALIDEE')).toBe('en_preparation');
    expect(staffOrderState('EN_ATTENTE')).toBe('prete');
    expect(staffOrderState('RETIREE')).toBe('remise');
    expect(staffOrderState('LIVREE')).toBe('remise');
    expect(staffOrderState('ANNULEE')).toBe('annulee');
    expect(staffOrderState('REFUSEE')).toBe('annulee');
  });

  it('reads lower-case statuses and has no state for a payment that made no order', () => {
    expect(staffOrderState('commandee')).toBe('a_preparer');
    expect(staffOrderState('ERREUR')).toBeNull();
    expect(staffOrderState('DEJA_TRAITEE')).toBeNull();
  });

  it('labels the states in French', () => {
    expect(STAFF_ORDER_STATE_LABELS).toEqual({
      a_preparer: 'À préparer',
      en_preparation: 'En préparation',
      prete: 'Prête',
      remise: 'Remise',
      annulee: 'Annulée',
    });
  });

  it('gives back the statuses of a state, the inverse of staffOrderState', () => {
    expect(statusesOfState('remise')).toEqual(['RETIREE', 'LIVREE']);
    expect(statusesOfState('annulee')).toEqual(['ANNULEE', 'REFUSEE']);
    for (const state of ['a_preparer', 'en_preparation', 'prete', 'remise', 'annulee'] as const)
      for (const statut of statusesOfState(state)) expect(staffOrderState(statut)).toBe(state);
  });
});

describe('staffOrderMode', () => {
  it('reads the order mode the order was placed in', () => {
    expect(staffOrderMode({ codeTypeCommande: 'DRIVE', typePanier: 'drive' })).toBe('drive');
    expect(staffOrderMode({ codeTypeCommande: 'LDD', typePanier: 'drive' })).toBe('livraison');
    expect(staffOrderMode({ codeTypeCommande: 'LAD', typePanier: 'drive' })).toBe('livraison');
    expect(staffOrderMode({ codeTypeCommande: 'LC', typePanier: 'drive' })).toBe('livraison');
    expect(staffOrderMode({ codeTypeCommande: 'CC', typePanier: 'click_and_collect' })).toBe(
      'click_and_collect',
    );
    expect(
      staffOrderMode({
        codeTypeCommande: 'CC_TRAITEUR_PERMANENT',
        typePanier: 'click_and_collect_traiteur_permanent',
      }),
    ).toBe('click_and_collect');
    expect(staffOrderMode({ codeTypeCommande: 'PRP', typePanier: 'drive' })).toBe('click_and_collect');
  });

  it('falls back on the cart kind when the mode is not known', () => {
    expect(staffOrderMode({ codeTypeCommande: 'AUTRE', typePanier: 'click_and_collect' })).toBe(
      'click_and_collect',
    );
    expect(staffOrderMode({ codeTypeCommande: '', typePanier: 'drive' })).toBe('drive');
  });
});

describe('filters', () => {
  const order = { state: 'prete', mode: 'livraison' } as const;
  it('keeps every order without a filter, and needs both filters to hold', () => {
    expect(matchesStaffOrderFilter(order, {})).toBe(true);
    expect(matchesStaffOrderFilter(order, { etat: null, mode: null })).toBe(true);
    expect(matchesStaffOrderFilter(order, { etat: 'prete' })).toBe(true);
    expect(matchesStaffOrderFilter(order, { etat: 'a_preparer' })).toBe(false);
    expect(matchesStaffOrderFilter(order, { mode: 'livraison', etat: 'prete' })).toBe(true);
    expect(matchesStaffOrderFilter(order, { mode: 'drive', etat: 'prete' })).toBe(false);
  });
});

describe('parisDayBounds', () => {
  it('gives the UTC bounds of a Paris day, winter and summer time', () => {
    expect(parisDayBounds('2026-11-29')).toEqual({
      from: '2026-11-28T23:00:00.000Z',
      before: '2026-11-29T23:00:00.000Z',
    });
    expect(parisDayBounds('2026-07-14')).toEqual({
      from: '2026-07-13T22:00:00.000Z',
      before: '2026-07-14T22:00:00.000Z',
    });
    // The day the clocks go back lasts 25 hours.
    expect(parisDayBounds('2026-10-25')).toEqual({
      from: '2026-10-24T22:00:00.000Z',
      before: '2026-10-25T23:00:00.000Z',
    });
  });
});

describe('groupDayOrders', () => {
  const at = (h: number) => `2026-11-29T${String(h).padStart(2, '0')}:00:00.000Z`;
  const o = (id: number, start: number | null, state: DayOrder['state'], mode: DayOrder['mode']) => ({
    id,
    slotStart: start === null ? null : at(start),
    slotEnd: start === null ? null : at(start + 1),
    state,
    mode,
  });
  const orders = [
    o(1, 10, 'a_preparer', 'drive'),
    o(2, 8, 'prete', 'livraison'),
    o(3, 10, 'en_preparation', 'drive'),
    o(4, null, 'a_preparer', 'click_and_collect'),
    o(5, 8, 'a_preparer', 'drive'),
    o(6, 10, 'annulee', 'livraison'),
  ];

  it('groups by slot, earliest first and orders without a slot last, with counts per slot and state', () => {
    const list = groupDayOrders(orders, {});
    expect(list.slots.map((s) => [s.start, s.orders.map((x) => x.id)])).toEqual([
      [at(8), [2, 5]],
      [at(10), [1, 3, 6]],
      [null, [4]],
    ]);
    expect(list.slots[1]?.end).toBe(at(11));
    expect(list.slots[1]?.counts).toEqual({
      total: 3,
      byState: { a_preparer: 1, en_preparation: 1, prete: 0, remise: 0, annulee: 1 },
    });
    expect(list.day).toEqual({
      total: 6,
      byState: { a_preparer: 3, en_preparation: 1, prete: 1, remise: 0, annulee: 1 },
      byMode: { drive: 3, livraison: 2, click_and_collect: 1 },
    });
  });

  it('shows only the orders passing the filters, and counts the day before filtering', () => {
    const list = groupDayOrders(orders, { etat: 'a_preparer', mode: 'drive' });
    expect(list.slots.map((s) => [s.start, s.orders.map((x) => x.id), s.counts.total])).toEqual([
      [at(8), [5], 1],
      [at(10), [1], 1],
    ]);
    expect(list.day.total).toBe(6);
    expect(groupDayOrders(orders, { mode: 'livraison', etat: 'remise' }).slots).toEqual([]);
  });

  it('keeps apart two slots that start together and end apart', () => {
    const list = groupDayOrders(
      [
        { slotStart: at(9), slotEnd: at(11), state: 'prete', mode: 'drive' },
        { slotStart: at(9), slotEnd: at(10), state: 'prete', mode: 'drive' },
      ],
      {},
    );
    expect(list.slots.map((s) => s.end)).toEqual([at(10), at(11)]);
  });
});

describe('openSlotKeys', () => {
  const slots = [
    { start: '2026-03-10T07:00:00.000Z', end: '2026-03-10T08:00:00.000Z' },
    { start: '2026-03-10T08:00:00.000Z', end: '2026-03-10T09:00:00.000Z' },
    { start: null, end: null },
  ];
  const at = (iso: string) => new Date(iso);

  it('opens every slot for « tous » and the one asked when the day has it', () => {
    expect(openSlotKeys(slots, ALL_SLOTS, at('2026-03-10T07:30:00Z'), true)).toBe('all');
    expect(openSlotKeys(slots, '2026-03-10T08:00:00.000Z', at('2026-03-10T07:30:00Z'), true)).toEqual(
      new Set(['2026-03-10T08:00:00.000Z']),
    );
    expect(openSlotKeys(slots, NO_SLOT, at('2026-03-10T07:30:00Z'), false)).toEqual(new Set([NO_SLOT]));
  });

  it('opens today’s slot under way, else the next, else the last; another day its first', () => {
    expect(openSlotKeys(slots, null, at('2026-03-10T07:30:00Z'), true)).toEqual(
      new Set(['2026-03-10T07:00:00.000Z']),
    );
    expect(openSlotKeys(slots, null, at('2026-03-10T08:00:00Z'), true)).toEqual(
      new Set(['2026-03-10T08:00:00.000Z']),
    );
    expect(openSlotKeys(slots, null, at('2026-03-10T06:00:00Z'), true)).toEqual(
      new Set(['2026-03-10T07:00:00.000Z']),
    );
    expect(openSlotKeys(slots, null, at('2026-03-10T20:00:00Z'), true)).toEqual(
      new Set(['2026-03-10T08:00:00.000Z']),
    );
    expect(openSlotKeys(slots, '2026-03-10T09:00:00.000Z', at('2026-03-10T20:00:00Z'), false)).toEqual(
      new Set(['2026-03-10T07:00:00.000Z']),
    );
    expect(openSlotKeys([], null, at('2026-03-10T20:00:00Z'), true)).toEqual(new Set());
    expect(openSlotKeys([{ start: null, end: null }], null, at('2026-03-10T20:00:00Z'), true)).toEqual(
      new Set([NO_SLOT]),
    );
  });

  it('takes « tous », « sans » and an ISO instant as a slot choice, nothing else', () => {
    for (const value of [ALL_SLOTS, NO_SLOT, '2026-03-10T08:00:00.000Z', '2026-03-10T08:00Z'])
      expect(isSlotChoice(value)).toBe(true);
    for (const value of ['', 'demain', '2026-03-10', '2026-13-40T08:00:00Z', '2026-03-10T08:00:00+01:00'])
      expect(isSlotChoice(value)).toBe(false);
  });
});
