import {
  MICROSOFT_DOMAIN_SUFFIX,
  type MicrosoftTenant,
  type MicrosoftTenantInput,
  type MicrosoftTenantLink,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Conflict, Forbidden } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { orderingCompany } from '../orders/cart.service.ts'
import { billTenantSubscriptions } from './links.service.ts'
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

type TenantValues = Omit<Parameters<typeof insertTenant>[1], 'provider_id' | 'company_id' | 'partner_center'>

/** Stores the tenant for the company in X-Company, audited, in the transaction of `make`. */
async function storeTenant(ctx: RequestContext, make: (tx: RequestContext) => Promise<TenantValues>) {
  const companyId = orderingCompany(ctx)
  const providerId = ctx.providerId
  if (!providerId) throw new Forbidden()
  return ctx.transaction(async (tx) => {
    const values = {
      ...(await make(tx)),
      provider_id: providerId,
      company_id: companyId,
      partner_center: tx.platform.partnerCenter.mode,
    }
    const row = await insertTenant(tx, values)
    if (!row) throw new Conflict(microsoftTexts.tenantLinked)
    await audit(tx, {
      action: `microsoft.tenant.${values.origin}`,
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

/** A new tenant: Partner Center creates it; the person asking attests the customer agreement, now. */
export function createMicrosoftTenant(
  ctx: RequestContext,
  input: MicrosoftTenantInput,
): Promise<MicrosoftTenant> {
  return storeTenant(ctx, async (tx) => {
    const pc = tx.platform.partnerCenter
    const now = tx.platform.now()
    const { domain, available } = await checkTenantDomain(tx, input.domain_prefix)
    if (!available) {
      const taken = withValues(microsoftTexts.domainTaken, { domain })
      throw new Conflict(taken, [{ field: 'domain_prefix', message: taken }])
    }
    const customer = await pc.createCustomer(tx, {
      domain,
      companyName: input.name,
      email: input.email,
      country: 'NL',
    })
    await pc.acceptAgreement(tx, customer.id, now)
    return {
      customer_id: customer.id,
      domain,
      name: input.name,
      origin: 'created',
      agreement_accepted_at: now,
      agreement_accepted_by: tx.user.id,
    }
  })
}

/** A tenant the provider's Partner Center has already; only staff link one by id (a customer could claim another's). */
export async function linkMicrosoftTenant(
  ctx: RequestContext,
  input: MicrosoftTenantLink,
): Promise<MicrosoftTenant> {
  if (!ctx.isStaff) throw new Forbidden()
  const tenant = await storeTenant(ctx, async (tx) => {
    const customer = await tx.platform.partnerCenter.customer(tx, input.customer_id)
    if (!customer) {
      throw new BadRequest(microsoftTexts.unknownCustomer, [
        { field: 'customer_id', message: microsoftTexts.unknownCustomer },
      ])
    }
    return {
      customer_id: customer.id,
      domain: customer.companyProfile.domain,
      name: customer.companyProfile.companyName,
      origin: 'linked',
    }
  })
  // Its subscriptions are the customer's now: linked and billed (seats added later are charged).
  const providerId = ctx.providerId ?? ''
  await billTenantSubscriptions(ctx, { ...tenant, provider_id: providerId })
  return tenant
}
