import { type SQL, sql } from 'drizzle-orm'

/** A parameterised array literal: ARRAY[$1, $2, ...]::type[] (works the same on pg and PGlite). */
export function sqlArray(values: readonly string[], type: 'uuid' | 'text'): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`
}

/** Raw SQL returning rows; node-postgres and PGlite both answer with `{ rows }`. */
export async function queryRows<T>(db: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] }
  return result.rows
}
