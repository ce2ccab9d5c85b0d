import type { ProviderReferences } from './gateway.ts';

/**
 * Which of the provider's accounts takes a store's payments: the store's own (configured per store),
 * else the default one (undefined here). Without per-store accounts no session's store is looked up,
 * so a single-account shop makes exactly the calls it made before.
 */
export class AccountsByStore {
  constructor(
    private readonly byStore: ReadonlyMap<number, string> | undefined,
    private readonly references: ProviderReferences,
    provider: string,
  ) {
    if (this.perStore && !references.storeOf)
      throw new Error(
        `${provider}: per-store accounts need the sessions' stores (ProviderReferences.storeOf)`,
      );
  }

  get perStore(): boolean {
    return (this.byStore?.size ?? 0) > 0;
  }

  /** Every store's own account (the webhook accepts their events). */
  get accounts(): ReadonlySet<string> {
    return new Set(this.byStore?.values() ?? []);
  }

  ofStore(storeId: number | null | undefined): string | undefined {
    return storeId == null ? undefined : this.byStore?.get(storeId);
  }

  async ofSession(sessionId: string): Promise<string | undefined> {
    const recorded = await this.references.accountOf?.(sessionId);
    if (recorded !== undefined) return recorded || undefined;
    if (!this.perStore || !this.references.storeOf) return undefined;
    return this.ofStore(await this.references.storeOf(sessionId));
  }
}
