import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An integer primary key that the database numbers when none is given. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : table.addColumn('id', 'integer', (c) => c.primaryKey());
}

/** 8-byte floating point on both dialects (SQLite REAL, PostgreSQL DOUBLE PRECISION). */
export function float(db: Kysely<unknown>) {
  return isPostgres(db) ? sql`double precision` : sql`real`;
}

export const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
