import type { DomainPreset } from '@portico/contracts'
import { and, asc, eq, ne } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { ownedByVisibleCompany } from '../../auth/visibility.ts'
import { deleteOwned, findWithCompany, listWithCompany, updateOwnedAtVersion } from '../../db/ownedRows.ts'
import { companies, domainPresets } from '../../db/schema/index.ts'
import { insertRow } from '../../lib/sql.ts'

type Row = typeof domainPresets.$inferSelect
export type DomainPresetColumns = Omit<
  typeof domainPresets.$inferInsert,
  'id' | 'version' | 'created_at' | 'updated_at'
>

function toPreset(row: Row, companyName: string): DomainPreset {
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: companyName,
    name: row.name,
    nameservers: row.nameservers,
    dns_template: row.dns_template as DomainPreset['dns_template'],
    registrant_id: row.registrant_id,
    admin_id: row.admin_id,
    tech_id: row.tech_id,
    billing_id: row.billing_id,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  }
}

export async function listDomainPresets(ctx: RequestContext, filter: { company?: string }) {
  const rows = await listWithCompany(ctx, domainPresets, {
    companyId: filter.company,
    orderBy: [asc(companies.name), asc(domainPresets.name), asc(domainPresets.id)],
    limit: 500,
  })
  return rows.map((r) => toPreset(r.row, r.company_name))
}

export async function findDomainPreset(ctx: RequestContext, id: string) {
  const found = await findWithCompany(ctx, domainPresets, id)
  return found && toPreset(found.row, found.company_name)
}

/** Whether the company has another preset of this name (names are unique per company). */
export async function presetNameTaken(
  ctx: RequestContext,
  companyId: string,
  name: string,
  exceptId?: string,
) {
  const [row] = await ctx.db
    .select({ id: domainPresets.id })
    .from(domainPresets)
    .where(
      and(
        ownedByVisibleCompany(ctx, domainPresets.company_id),
        eq(domainPresets.company_id, companyId),
        eq(domainPresets.name, name),
        exceptId ? ne(domainPresets.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  return Boolean(row)
}

export async function insertDomainPreset(ctx: RequestContext, values: DomainPresetColumns) {
  const row = await insertRow(ctx.db, domainPresets, values)
  return row.id
}

export const updateDomainPreset = (
  ctx: RequestContext,
  id: string,
  version: number,
  values: Partial<DomainPresetColumns>,
) => updateOwnedAtVersion(ctx, domainPresets, id, version, values)

export const deleteDomainPreset = (ctx: RequestContext, id: string) => deleteOwned(ctx, domainPresets, id)
