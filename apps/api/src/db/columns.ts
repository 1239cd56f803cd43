import { type AnyPgColumn, bigint, integer, type ReferenceConfig, timestamp, uuid } from 'drizzle-orm/pg-core'

// The column kinds every schema file repeats, written once so that a table lists what is its own.
// Each helper gives exactly the column the long form gave: `npm run db:generate` finds no change.

/** The key of (almost) every table: a random UUID, made by the database. */
export const uuidKey = () => uuid('id').primaryKey().defaultRandom()

/** A moment in UTC (timestamptz); null until it happens. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true })

/** When the row was written. */
export const createdAt = () => timestamptz('created_at').notNull().defaultNow()

/** The optimistic-concurrency counter of an editable row (ETag / If-Match). */
export const version = () => integer('version').notNull().default(1)

/** When the row was last written. */
export const updatedAt = () => timestamptz('updated_at').notNull().defaultNow()

/** created_at and updated_at, as every editable table has them. */
export const timestamps = { created_at: createdAt(), updated_at: updatedAt() }

/** version, created_at and updated_at: what every editable row ends with (contracts' versionedFields). */
export const versioned = { version: version(), ...timestamps }

/** An amount in minor units (cents): bigint in the database, a JS number (exact below 2^53) in code. */
export const money = (name: string) => bigint(name, { mode: 'number' })

/** A size in bytes: bigint in the database, a JS number (exact below 2^53) in code. */
export const bytes = (name: string) => bigint(name, { mode: 'number' })

/**
 * The cart line a record was ordered with: what the order's provisioning finds the record by. No
 * reference, as the line is gone once the order is placed.
 */
export const cartItemId = () => uuid('cart_item_id')

/** A required reference to the row another table keys by `target` (a line's document, an item's product ...). */
export const requiredRef = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  uuid(name).notNull().references(target, actions)
