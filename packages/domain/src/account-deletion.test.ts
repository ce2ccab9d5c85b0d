import { describe, expect, it } from 'vitest';
import { deletionBlockers, erasedEmail } from './account-deletion.ts';

const now = new Date('2026-11-25T17:16:00Z');
const none = { orderStatuses: [], paymentsInProgress: 0, subscriptions: [], now };

describe('account deletion blockers', () => {
  it('lets an account without orders in progress nor subscription go', () => {
    expect(deletionBlockers(none)).toEqual([]);
    expect(deletionBlockers({ ...none, orderStatuses: ['RETIREE', 'ANNULEE', 'REFUSEE'] })).toEqual([]);
  });

  it('blocks on an order placed, awaiting or validated, or a payment under way', () => {
    for (const status of ['COMMANDEE', 'commandee', 'VALIDEE', 'EN_ATTENTE'])
      expect(deletionBlockers({ ...none, orderStatuses: ['RETIREE', status] })).toEqual([
        'commande_en_cours',
      ]);
    expect(deletionBlockers({ ...none, paymentsInProgress: 1 })).toEqual(['commande_en_cours']);
  });

  it('blocks on an active delivery subscription not over yet, not on an ended or inactive one', () => {
    const running = { actif: true, dateFin: '2026-12-31T00:00:00.000Z' };
    expect(deletionBlockers({ ...none, subscriptions: [running] })).toEqual(['abonnement_en_cours']);
    expect(deletionBlockers({ ...none, subscriptions: [{ ...running, actif: false }] })).toEqual([]);
    expect(
      deletionBlockers({ ...none, subscriptions: [{ actif: true, dateFin: '2026-11-01T00:00:00.000Z' }] }),
    ).toEqual([]);
    expect(deletionBlockers({ ...none, orderStatuses: ['COMMANDEE'], subscriptions: [running] })).toEqual([
      'commande_en_cours',
      'abonnement_en_cours',
    ]);
  });

  it('blocks a pro company that still owes (outstanding amount or invoices to pay)', () => {
    expect(deletionBlockers({ ...none, proOwes: true })).toEqual(['factures_pro_a_regler']);
    expect(deletionBlockers({ ...none, proOwes: false })).toEqual([]);
  });

  it('gives an erased account an undeliverable, unique address', () => {
    expect(erasedEmail(42)).toBe('compte-supprime-42@anonyme.invalid');
    expect(erasedEmail(42)).not.toBe(erasedEmail(43));
  });
});
