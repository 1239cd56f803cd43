import { and, eq, or, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { visibleCompany } from '../../auth/visibility.ts'
import { brands, companies } from '../../db/schema/index.ts'
import { writeAtVersion } from '../../lib/sql.ts'

export type BrandRow = typeof brands.$inferSelect
export type BrandValues = Omit<
  BrandRow,
  'company_id' | 'logo_key' | 'logo_type' | 'version' | 'created_at' | 'updated_at'
>
type Db = Pick<RequestContext, 'db'>

/** A visible company with its brand row (null when it has none). */
export async function findCompanyBrand(ctx: RequestContext, companyId: string) {
  const [row] = await ctx.db
    .select({ company: companies, brand: brands })
    .from(companies)
    .leftJoin(brands, eq(brands.company_id, companies.id))
    .where(and(eq(companies.id, companyId), visibleCompany(ctx)))
  return row
}

/** Version 0 inserts the company's first brand; otherwise updates at that version. False when stale. */
export async function writeBrand(ctx: Db, companyId: string, version: number, values: Partial<BrandValues>) {
  const changes = version === 0 ? values : { ...values, updated_at: new Date() }
  return writeAtVersion(ctx.db, brands, version, { company_id: companyId }, changes)
}

/**
 * Sets (or clears) the logo of an existing brand; the former key comes back. The logo is a file of
 * its own: the brand's version (the form's If-Match) stays, so a logo upload never makes the form stale.
 */
export async function setBrandLogo(ctx: Db, companyId: string, logo: { key: string; type: string } | null) {
  const [before] = await ctx.db
    .select({ key: brands.logo_key })
    .from(brands)
    .where(eq(brands.company_id, companyId))
    .for('update')
  if (!before) return undefined
  await ctx.db
    .update(brands)
    .set({
      logo_key: logo?.key ?? null,
      logo_type: logo?.type ?? null,
      updated_at: new Date(),
    })
    .where(eq(brands.company_id, companyId))
  return { previous: before.key }
}

/**
 * The brand a company's people see, read by the system (the caller decided the company is theirs):
 * the nearest reseller above or at it, with its brand row (the provider's never shows to a
 * reseller's customers), else the provider at the root with its brand row.
 */
export async function brandSeenBy(ctx: Db, companyId: string) {
  const [owner] = await ctx.db
    .select({
      id: companies.id,
      name: companies.name,
      kind: companies.kind,
      street: companies.address_street,
      postal_code: companies.address_postal_code,
      city: companies.address_city,
      country: companies.address_country,
      vat_id: companies.vat_id,
      coc_number: companies.coc_number,
      email: companies.billing_email,
    })
    .from(companies)
    .where(
      sql`${companies.id} = (
        select coalesce(
          (select r.id from companies r join companies c on c.id = ${companyId}
            where r.id = any(c.lineage) and r.kind = 'reseller'
            order by array_position(c.lineage, r.id) desc limit 1),
          (select c.lineage[1] from companies c where c.id = ${companyId})))`,
    )
  if (!owner) return undefined
  const [brand] = await ctx.db.select().from(brands).where(eq(brands.company_id, owner.id))
  return { owner, brand: brand ?? null }
}

/** A brand by the host name the portal was reached through, or by its slug (`?brand=`). Public. */
export async function brandByAddress(ctx: Db, address: { host?: string; slug?: string }) {
  const where = address.slug ? eq(brands.slug, address.slug) : eq(brands.host_name, address.host ?? '')
  const [brand] = await ctx.db.select().from(brands).where(where)
  return brand
}

/** A brand's logo file (public: the sign-in page shows it). */
export async function brandLogo(ctx: Db, companyId: string) {
  const [row] = await ctx.db
    .select({ key: brands.logo_key, type: brands.logo_type })
    .from(brands)
    .where(eq(brands.company_id, companyId))
  return row?.key && row.type ? { key: row.key, type: row.type } : undefined
}

/** Whether another company's brand uses this host name or slug. */
export async function brandAddressTaken(
  ctx: Db,
  companyId: string,
  address: { host_name: string | null; slug: string | null },
) {
  const [row] = await ctx.db
    .select({ id: brands.company_id })
    .from(brands)
    .where(
      and(
        sql`${brands.company_id} <> ${companyId}`,
        or(
          address.host_name ? eq(brands.host_name, address.host_name) : sql`false`,
          address.slug ? eq(brands.slug, address.slug) : sql`false`,
        ),
      ),
    )
  return Boolean(row)
}
