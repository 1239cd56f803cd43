import { index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { bytes, timestamptz, versioned } from '../../db/columns.ts'
import { tenantRecordColumns } from '../../db/schema/platform.ts'

/** A hosted database on one of the provider's database servers; sizes in bytes, a null limit unlimited. */
export const hostedDatabases = pgTable(
  'hosted_databases',
  {
    ...tenantRecordColumns(),
    name: text('name').notNull(),
    engine: text('engine', { enum: ['mysql', 'mariadb', 'postgresql'] }).notNull(),
    engine_version: text('engine_version').notNull(),
    server: text('server').notNull(),
    used_bytes: bytes('used_bytes').notNull(),
    limit_bytes: bytes('limit_bytes'),
    connections: integer('connections').notNull(),
    max_connections: integer('max_connections').notNull(),
    backup_at: timestamptz('backup_at'),
    ...versioned,
  },
  (t) => [index('hosted_databases_company_idx').on(t.company_id)],
)

/** Hosted storage: an object storage bucket, a block volume or backup space. */
export const hostedStorage = pgTable(
  'hosted_storage',
  {
    ...tenantRecordColumns(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['object', 'block', 'backup'] }).notNull(),
    region: text('region').notNull(),
    used_bytes: bytes('used_bytes').notNull(),
    quota_bytes: bytes('quota_bytes'),
    objects: integer('objects'),
    egress_bytes: bytes('egress_bytes').notNull(),
    ...versioned,
  },
  (t) => [index('hosted_storage_company_idx').on(t.company_id)],
)
