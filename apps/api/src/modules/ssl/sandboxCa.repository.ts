import { and, eq, inArray, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import {
  domains,
  domainZones,
  sslSandboxAuthority,
  sslSandboxCertificates,
  sslSandboxProcesses,
  sslSandboxValidations,
} from '../../db/schema/index.ts'
import { findRow, lockRow } from '../../lib/sql.ts'

/*
 * The sandbox CA's state. It is the platform's, not a tenant's: the sandbox stands for one CA account
 * shared by every provider, as Realtime Register is. The portal's DNS zones are read as the CA would
 * read public DNS, within what the caller may see.
 */

export type SandboxCaProcessRow = typeof sslSandboxProcesses.$inferSelect
export type SandboxCaValidationRow = typeof sslSandboxValidations.$inferSelect

export const findSandboxAuthority = (ctx: RequestContext) =>
  findRow(ctx.db, sslSandboxAuthority, eq(sslSandboxAuthority.id, 'default'))

/** Stores the CA key once: a second instance making its own at the same moment keeps the first. */
export async function insertSandboxAuthority(
  ctx: RequestContext,
  privateKey: string,
  certificatePem: string,
) {
  await ctx.db
    .insert(sslSandboxAuthority)
    .values({ id: 'default', private_key: privateKey, certificate_pem: certificatePem })
    .onConflictDoNothing()
}

export async function insertSandboxCaProcess(
  ctx: RequestContext,
  process: typeof sslSandboxProcesses.$inferInsert,
  validations: Array<Omit<typeof sslSandboxValidations.$inferInsert, 'process_id'>>,
) {
  await ctx.db.insert(sslSandboxProcesses).values(process)
  if (validations.length)
    await ctx.db
      .insert(sslSandboxValidations)
      .values(validations.map((v) => ({ ...v, process_id: process.id })))
}

/** The process, locked until the transaction ends (two callers following it at once advance it once). */
export const lockSandboxCaProcess = (ctx: RequestContext, id: string) =>
  lockRow(ctx.db, sslSandboxProcesses, eq(sslSandboxProcesses.id, id))

export function sandboxCaValidations(ctx: RequestContext, processId: string) {
  return ctx.db
    .select()
    .from(sslSandboxValidations)
    .where(eq(sslSandboxValidations.process_id, processId))
    .orderBy(sslSandboxValidations.created_at, sslSandboxValidations.common_name)
}

export async function setSandboxCaValidations(
  ctx: RequestContext,
  ids: string[],
  values: Partial<typeof sslSandboxValidations.$inferInsert>,
) {
  if (ids.length)
    await ctx.db.update(sslSandboxValidations).set(values).where(inArray(sslSandboxValidations.id, ids))
}

export async function setSandboxCaProcess(
  ctx: RequestContext,
  id: string,
  values: Partial<typeof sslSandboxProcesses.$inferInsert>,
) {
  await ctx.db.update(sslSandboxProcesses).set(values).where(eq(sslSandboxProcesses.id, id))
}

export const findSandboxCaCertificate = (ctx: RequestContext, id: string) =>
  findRow(ctx.db, sslSandboxCertificates, eq(sslSandboxCertificates.id, id))

export async function insertSandboxCaCertificate(
  ctx: RequestContext,
  row: typeof sslSandboxCertificates.$inferInsert,
) {
  await ctx.db.insert(sslSandboxCertificates).values(row)
}

export async function setSandboxCaCertificate(
  ctx: RequestContext,
  id: string,
  values: Partial<typeof sslSandboxCertificates.$inferInsert>,
) {
  await ctx.db.update(sslSandboxCertificates).set(values).where(eq(sslSandboxCertificates.id, id))
}

/**
 * The zone the portal keeps for the longest of `candidates` (a name and its parent domains) that is a
 * live domain the caller may see: the "public DNS" the sandbox CA checks a DNS validation in.
 */
export async function zoneForName(ctx: RequestContext, candidates: string[]) {
  const rows = await ctx.db
    .select({ name: domains.name, records: domainZones.records })
    .from(domains)
    .innerJoin(domainZones, eq(domainZones.domain_id, domains.id))
    .where(
      and(
        inArray(domains.name, candidates),
        sql`${domains.status} not in ('transferred_away', 'cancelled', 'failed')`,
        ownedByVisibleCompany(ctx, domains.company_id),
      ),
    )
  return rows.sort((a, b) => b.name.length - a.name.length)[0]
}
