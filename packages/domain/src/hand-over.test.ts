import { describe, expect, it } from 'vitest';
import { checkInRefusal, compareHandOverOrders, customerNameMatches, orderCodeOf } from './hand-over.ts';

describe('orderCodeOf', () => {
  it('reads an order code whatever its case, spaces and hyphens', () => {
    expect(orderCodeOf('CMD-20260310-000123')).toBe('CMD-20260310-000123');
    expect(orderCodeOf(' cmd-20260310-000123 ')).toBe('CMD-20260310-000123');
    expect(orderCodeOf('cmd 20260310 000123')).toBe('CMD-20260310-000123');
    expect(orderCodeOf('CMD 2026 0310 - 000 123')).toBe('CMD-20260310-000123');
    expect(orderCodeOf('cmd20260310000123')).toBe('CMD-20260310-000123');
    expect(orderCodeOf('CMD-20260310-1234567')).toBe('CMD-20260310-1234567');
  });

  it('is null for a name or a partial code', () => {
    expect(orderCodeOf('Moreau')).toBeNull();
    expect(orderCodeOf('CMD-20260310')).toBeNull();
    expect(orderCodeOf('000123')).toBeNull();
    expect(orderCodeOf('')).toBeNull();
  });
});

describe('customerNameMatches', () => {
  const julien = { prenom: 'Julien', nom: 'Moreau' };
  const eloise = { prenom: 'Éloïse', nom: 'Lefèvre-Dubois' };

  it('finds a customer by the start of her last name, accents and case aside', () => {
    expect(customerNameMatches('moreau', julien)).toBe(true);
    expect(customerNameMatches('MOR', julien)).toBe(true);
    expect(customerNameMatches('lefevre', eloise)).toBe(true);
    expect(customerNameMatches('Lefèvre-Dub', eloise)).toBe(true);
    expect(customerNameMatches('lefevre dubois', eloise)).toBe(true);
  });

  it('finds her by first then last name, or last then first', () => {
    expect(customerNameMatches('Julien Moreau', julien)).toBe(true);
    expect(customerNameMatches('julien mo', julien)).toBe(true);
    expect(customerNameMatches('moreau julien', julien)).toBe(true);
    expect(customerNameMatches('eloise lef', eloise)).toBe(true);
  });

  it('needs two letters and the start of a name', () => {
    expect(customerNameMatches('m', julien)).toBe(false);
    expect(customerNameMatches(' - ', julien)).toBe(false);
    expect(customerNameMatches('reau', julien)).toBe(false);
    expect(customerNameMatches('Julie Moreau', julien)).toBe(false);
    expect(customerNameMatches('dubois', eloise)).toBe(false);
  });
});

describe('checkInRefusal', () => {
  const drive = { codeTypeCommande: 'DRIVE', typePanier: 'drive' };
  it('lets a drive or click and collect order not handed over yet be checked in', () => {
    for (const statut of ['COMMANDEE', 'VALIDEE', 'EN_ATTENTE', 'commandee'])
      expect(checkInRefusal({ statut, ...drive })).toBeNull();
    expect(
      checkInRefusal({ statut: 'EN_ATTENTE', codeTypeCommande: 'CC', typePanier: 'click_and_collect' }),
    ).toBeNull();
  });

  it('refuses a home delivery, an order handed over or cancelled, and a payment without order', () => {
    expect(checkInRefusal({ statut: 'COMMANDEE', codeTypeCommande: 'LDD', typePanier: 'drive' })).toBe(
      'livraison',
    );
    expect(checkInRefusal({ statut: 'RETIREE', ...drive })).toBe('remise');
    expect(checkInRefusal({ statut: 'LIVREE', codeTypeCommande: 'LAD', typePanier: 'drive' })).toBe('remise');
    expect(checkInRefusal({ statut: 'ANNULEE', ...drive })).toBe('annulee');
    expect(checkInRefusal({ statut: 'REFUSEE', ...drive })).toBe('annulee');
    expect(checkInRefusal({ statut: 'ERREUR', ...drive })).toBe('indisponible');
  });
});

describe('compareHandOverOrders', () => {
  it('puts the arrived customers first by arrival, then the slots, then the ids', () => {
    const orders = [
      { id: 1, arrivedAt: null, slotStart: '2026-03-10T09:00:00.000Z' },
      { id: 2, arrivedAt: '2026-03-10T09:20:00.000Z', slotStart: '2026-03-10T10:00:00.000Z' },
      { id: 3, arrivedAt: null, slotStart: null },
      { id: 4, arrivedAt: '2026-03-10T09:05:00.000Z', slotStart: '2026-03-10T11:00:00.000Z' },
      { id: 5, arrivedAt: null, slotStart: '2026-03-10T08:00:00.000Z' },
      { id: 6, arrivedAt: null, slotStart: '2026-03-10T08:00:00.000Z' },
    ];
    expect([...orders].sort(compareHandOverOrders).map((o) => o.id)).toEqual([4, 2, 5, 6, 1, 3]);
  });
});
