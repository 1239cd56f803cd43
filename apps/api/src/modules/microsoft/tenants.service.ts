import { MICROSOFT_DOMAIN_SUFFIX, type MicrosoftTenant, type MicrosoftTenantInput } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Conflict, Forbidden } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { orderingCompany } from '../orders/cart.service.ts'
import { findTenant, insertTenant, listTenants, type MicrosoftTenantRow } from './microsoft.repository.ts'
import { microsoftTexts } from './microsoft.texts.ts'

export function tenantView(row: MicrosoftTenantRow): MicrosoftTenant {
  return {
    id: row.id,
    company_id: row.company_id,
    company_name: row.company_name,
    customer_id: row.customer_id,
    domain: row.domain,
    name: row.name,
    origin: row.origin,
    partner_center: row.partner_center === 'live' ? 'live' : 'sandbox',
    agreement_accepted_at: row.agreement_accepted_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  }
}

export async function listMicrosoftTenants(ctx: RequestContext): Promise<MicrosoftTenant[]> {
  return (await listTenants(ctx)).map(tenantView)
}

/** Whether `prefix`.onmicrosoft.com is still free in Microsoft's directory. */
export async function checkTenantDomain(ctx: RequestContext, prefix: string) {
  const domain = `${prefix}${MICROSOFT_DOMAIN_SUFFIX}`
  return { domain, available: await ctx.platform.partnerCenter.domainAvailable(ctx, domain) }
}

/**
 * A tenant for the company in X-Company: a new one (Partner Center creates the tenant; the customer
 * agreement is attested by the person asking, now) or, by the provider's staff, one its Partner
 * Center has already.
 */
export async function addMicrosoftTenant(
  ctx: RequestContext,
  input: MicrosoftTenantInput,
): Promise<MicrosoftTenant> {
  const companyId = orderingCompany(ctx)
  const providerId = ctx.providerId
  if (!providerId) throw new Forbidden()
  const pc = ctx.platform.partnerCenter
  return ctx.transaction(async (tx) => {
    const now = tx.platform.now()
    let values: Parameters<typeof insertTenant>[1]
    if (input.origin === 'created') {
      const { domain, available } = await checkTenantDomain(tx, input.domain_prefix)
      if (!available) {
        throw new Conflict(withValues(microsoftTexts.domainTaken, { domain }), [
          { field: 'domain_prefix', message: withValues(microsoftTexts.domainTaken, { domain }) },
        ])
      }
      const customer = await pc.createCustomer(tx, {
        domain,
        companyName: input.name,
        email: input.email,
        country: 'NL',
      })
      await pc.acceptAgreement(tx, customer.id, now)
      values = {
        provider_id: providerId,
        company_id: companyId,
        customer_id: customer.id,
        domain,
        name: input.name,
        origin: 'created',
        partner_center: pc.mode,
        agreement_accepted_at: now,
        agreement_accepted_by: tx.user.id,
      }
    } else {
      // Only the provider's staff link a tenant by id: a customer could otherwise claim another's.
      if (!tx.isStaff) throw new Forbidden()
      const customer = await pc.customer(tx, input.customer_id)
      if (!customer) {
        throw new BadRequest(microsoftTexts.unknownCustomer, [
          { field: 'customer_id', message: microsoftTexts.unknownCustomer },
        ])
      }
      values = {
        provider_id: providerId,
        company_id: companyId,
        customer_id: customer.id,
        domain: customer.companyProfile.domain,
        name: customer.companyProfile.companyName,
        origin: 'linked',
        partner_center: pc.mode,
      }
    }
    const row = await insertTenant(tx, values)
    if (!row) throw new Conflict(microsoftTexts.tenantLinked)
    await audit(tx, {
      action: `microsoft.tenant.${input.origin}`,
      entity: 'microsoft_tenant',
      entity_id: row.id,
      company_id: companyId,
      after: values,
    })
    const stored = await findTenant(tx, row.id)
    if (!stored) throw new Forbidden()
    return tenantView(stored)
  })
}
