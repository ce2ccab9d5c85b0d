import type { Selectable } from 'kysely';

/** The reminders of euros about to expire (migration 0059, decision 127): one per card and day. */
export interface LoyaltyExpiryRemindersTable {
  numero: string;
  /** The Paris day 'YYYY-MM-DD' until which the euros may be spent. */
  expires_on: string;
  client_id: number;
  /** The euros that were to expire when the reminder was written. */
  cents: number;
  created_at: string;
}

declare module './schema.ts' {
  interface DB {
    loyalty_expiry_reminders: LoyaltyExpiryRemindersTable;
  }
}

export type LoyaltyExpiryReminderRow = Selectable<LoyaltyExpiryRemindersTable>;
