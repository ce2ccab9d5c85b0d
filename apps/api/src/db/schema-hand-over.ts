import type { ColumnType } from 'kysely';

/** The hand-over at the drive (migration 0047, decision 116). */
declare module './schema-orders.ts' {
  interface OrdersTable {
    /** When the customer said she arrived at the drive (ISO UTC); null until then, set once. */
    client_arrive_le: ColumnType<string | null, string | null | undefined, string | null>;
  }
}
