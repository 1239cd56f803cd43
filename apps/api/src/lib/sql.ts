import { createHash } from 'node:crypto'
import { and, eq, getTableColumns, getTableName, isNull, type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  PgDialect,
  type PgInsertValue,
  type PgTable,
  type PgUpdateSetSource,
} from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.ts'

/** A parameterised array literal: ARRAY[$1, $2, ...]::type[] (works the same on pg and PGlite). */
export function sqlArray(values: readonly string[], type: 'uuid' | 'text'): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`
}

/**
 * A value per row for a many-row UPDATE: `case <key> when <id> then <value> ... end`. With
 * `where <key> = any(<ids>)` the rows are found through the key's index; an UPDATE ... FROM (VALUES)
 * join may be planned as a scan of the whole table when its statistics are stale (PGlite has no
 * autovacuum), which made a batch cost grow with the table.
 */
export function valueById(key: AnyPgColumn, values: readonly (readonly [string, SQL])[]): SQL {
  return sql`case ${key} ${sql.join(
    values.map(([id, value]) => sql`when ${id}::uuid then ${value}`),
    sql` `,
  )} end`
}

/** Raw SQL returning rows; node-postgres and PGlite both answer with `{ rows }`. */
export async function queryRows<T>(db: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] }
  return result.rows
}

const dialect = new PgDialect()

/**
 * Like queryRows, as a named prepared statement: PostgreSQL parses and plans a statement of this
 * text once per connection and, once its generic plan proves as good, stops planning it at each
 * call (a union of many branches costs more to plan than to run). Named by the text, so each shape
 * (a caller with more visible companies writes more array items) is a statement of its own.
 * PGlite runs it as any other query.
 */
export async function queryRowsPrepared<T>(db: Db, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query)
  const name = `q${createHash('sha256').update(built.sql).digest('hex').slice(0, 32)}`
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] }
  return result.rows
}

type Where = SQL | undefined
type Order = SQL | AnyPgColumn
type VersionedTable = PgTable & { version: AnyPgColumn }

const rowsWhere = (db: Db, table: PgTable, conditions: Where[]) =>
  db
    .select()
    .from(table)
    .where(and(...conditions))

/** The row of `table` where every condition holds (the conditions name one row); undefined when none. */
export async function findRow<T extends PgTable>(
  db: Db,
  table: T,
  ...conditions: Where[]
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await rowsWhere(db, table, conditions)
  return row as T['$inferSelect'] | undefined
}

/** Like findRow, and locks the row until the caller's transaction ends (SELECT ... FOR UPDATE). */
export async function lockRow<T extends PgTable>(db: Db, table: T, ...conditions: Where[]) {
  const [row] = await rowsWhere(db, table, conditions).for('update')
  return row as T['$inferSelect'] | undefined
}

/** The rows of `table` where every condition holds, in `order`. */
export async function listRows<T extends PgTable>(
  db: Db,
  table: T,
  where: Where,
  ...order: Order[]
): Promise<T['$inferSelect'][]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
  return rows as T['$inferSelect'][]
}

/** Inserts one row and answers it as stored (defaults filled in). */
export async function insertRow<T extends PgTable>(
  db: Db,
  table: T,
  values: T['$inferInsert'],
): Promise<T['$inferSelect']> {
  const [row] = await db
    .insert(table)
    .values(values as PgInsertValue<T>)
    .returning()
  if (!row) throw new Error(`${getTableName(table)} insert returned nothing`)
  return row as T['$inferSelect']
}

/**
 * Optimistic concurrency: writes `values` to the rows matching `where` that still have `version`
 * (any version when undefined), and counts the version up; `updated_at`, where the table has it,
 * becomes now unless `values` sets it. The rows written: none when someone saved first or the
 * row is not the caller's.
 */
export async function updateAtVersion<T extends VersionedTable>(
  db: Db,
  table: T,
  version: number | undefined,
  where: Where,
  values: Partial<T['$inferInsert']>,
): Promise<T['$inferSelect'][]> {
  const touched = 'updated_at' in table ? { updated_at: new Date() } : {}
  const rows = await db
    .update(table)
    .set({ ...touched, ...values, version: sql`${table.version} + 1` } as PgUpdateSetSource<T>)
    .where(and(where, version === undefined ? undefined : eq(table.version, version)))
    .returning()
  return rows as T['$inferSelect'][]
}

type CartLineTable = PgTable & { company_id: AnyPgColumn; cart_item_id: AnyPgColumn; service_id: AnyPgColumn }

/**
 * Gives a new service the record ordered with its cart line (a hosting account, a Microsoft order,
 * a certificate request, a line): the company's record of that line that has no service yet, so a
 * second run claims nothing. `values` are written with the service; `conditions` are the area's own
 * (the caller's visibility, a status).
 */
export async function claimByCartLine<T extends CartLineTable>(
  db: Db,
  table: T,
  claim: { companyId: string; cartItemId: string; serviceId: string },
  values: Partial<T['$inferInsert']>,
  ...conditions: Where[]
): Promise<T['$inferSelect'] | undefined> {
  const rows = await db
    .update(table)
    .set({ ...values, service_id: claim.serviceId } as PgUpdateSetSource<T>)
    .where(
      and(
        eq(table.company_id, claim.companyId),
        eq(table.cart_item_id, claim.cartItemId),
        isNull(table.service_id),
        ...conditions,
      ),
    )
    .returning()
  return (rows as T['$inferSelect'][])[0]
}

/** Archive, don't delete: marks the matching rows archived now. */
export async function archiveRows(db: Db, table: PgTable & { archived_at: AnyPgColumn }, where: Where) {
  await db
    .update(table)
    .set({ archived_at: new Date() } as PgUpdateSetSource<typeof table>)
    .where(where)
}

/**
 * Writes the one row named by `key` (column values, e.g. company and language): version 0 inserts
 * it (false when it exists already), any other version updates it while it still has that version
 * (false when stale).
 */
export async function writeAtVersion<T extends VersionedTable>(
  db: Db,
  table: T,
  version: number,
  key: Partial<T['$inferInsert']>,
  values: Partial<T['$inferInsert']>,
): Promise<boolean> {
  if (version === 0) {
    const rows = await db
      .insert(table)
      .values({ ...key, ...values } as PgInsertValue<T>)
      .onConflictDoNothing()
      .returning()
    return rows.length > 0
  }
  const columns = getTableColumns(table)
  const named = Object.entries(key).map(([name, value]) => eq(columns[name] as AnyPgColumn, value))
  const rows = await updateAtVersion(db, table, version, and(...named), values)
  return rows.length > 0
}
