import { z } from 'zod'
import { companyFields } from './common.ts'

/** A hosted database: its engine and server, its size against its limit (bytes, null unlimited). */
export const HostedDatabaseSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  name: z.string(),
  engine: z.enum(['mysql', 'mariadb', 'postgresql']),
  engine_version: z.string(),
  server: z.string(),
  used_bytes: z.number().int(),
  limit_bytes: z.number().int().nullable(),
  connections: z.number().int(),
  max_connections: z.number().int(),
  /** The last backup, if one was made. */
  backup_at: z.iso.datetime({ offset: true }).nullable(),
})
export type HostedDatabase = z.infer<typeof HostedDatabaseSchema>

/** Hosted storage: an object storage bucket, a block volume or backup space, used against its quota. */
export const HostedStorageSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  name: z.string(),
  kind: z.enum(['object', 'block', 'backup']),
  region: z.string(),
  used_bytes: z.number().int(),
  quota_bytes: z.number().int().nullable(),
  /** Objects in a bucket, files in backup space; null for a block volume. */
  objects: z.number().int().nullable(),
  /** Traffic out this month. */
  egress_bytes: z.number().int(),
})
export type HostedStorage = z.infer<typeof HostedStorageSchema>
