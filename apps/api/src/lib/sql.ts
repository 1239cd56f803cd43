import { type SQL, sql } from 'drizzle-orm'

/** A parameterised array literal: ARRAY[$1, $2, ...]::type[] (works the same on pg and PGlite). */
export function sqlArray(values: readonly string[], type: 'uuid' | 'text'): SQL {
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`
}
