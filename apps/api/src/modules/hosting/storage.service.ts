import type { HostedDatabase, HostedStorage } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { listDatabaseRows, listStorageRows } from './storage.repository.ts'

/** The scope's hosted databases (every visible company's without a scope): size against limit, connections. */
export async function listDatabases(ctx: RequestContext): Promise<HostedDatabase[]> {
  const rows = await listDatabaseRows(ctx, ctx.scopeCompanyId ?? undefined)
  return rows.map(({ row, company_name }) => ({
    id: row.id,
    company_id: row.company_id,
    company_name,
    name: row.name,
    engine: row.engine,
    engine_version: row.engine_version,
    server: row.server,
    used_bytes: row.used_bytes,
    limit_bytes: row.limit_bytes,
    connections: row.connections,
    max_connections: row.max_connections,
    backup_at: row.backup_at?.toISOString() ?? null,
  }))
}

/** The scope's hosted storage (buckets, volumes, backup space): use against quota, objects, traffic out. */
export async function listStorage(ctx: RequestContext): Promise<HostedStorage[]> {
  const rows = await listStorageRows(ctx, ctx.scopeCompanyId ?? undefined)
  return rows.map(({ row, company_name }) => ({
    id: row.id,
    company_id: row.company_id,
    company_name,
    name: row.name,
    kind: row.kind,
    region: row.region,
    used_bytes: row.used_bytes,
    quota_bytes: row.quota_bytes,
    objects: row.objects,
    egress_bytes: row.egress_bytes,
  }))
}
