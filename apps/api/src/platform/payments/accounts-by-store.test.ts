import { describe, expect, it } from 'vitest';
import { AccountsByStore } from './accounts-by-store.ts';
import type { ProviderReferences } from './gateway.ts';

const references = (
  recorded: Record<string, string>,
  stores: Record<string, number>,
): ProviderReferences => ({
  paymentOf: async () => null,
  storeOf: async (id) => stores[id] ?? null,
  accountOf: async (id) => recorded[id],
});

describe('the account of a session', () => {
  const byStore = new Map([[12, 'acct_lyon']]);

  it('is the one its page was opened on, even after its store got another one', async () => {
    const accounts = new AccountsByStore(byStore, references({ ancienne: '' }, { ancienne: 12 }), 'Stripe');
    expect(await accounts.ofSession('ancienne')).toBeUndefined();
  });

  it('is the store’s own account when its page was opened there', async () => {
    const accounts = new AccountsByStore(
      new Map(),
      references({ lyon: 'acct_lyon' }, { lyon: 12 }),
      'Stripe',
    );
    expect(await accounts.ofSession('lyon')).toBe('acct_lyon');
  });

  it('is read from the store when nothing was recorded (a session opened before the record existed)', async () => {
    const accounts = new AccountsByStore(byStore, references({}, { avant: 12, autre: 7 }), 'Stripe');
    expect(await accounts.ofSession('avant')).toBe('acct_lyon');
    expect(await accounts.ofSession('autre')).toBeUndefined();
  });
});
