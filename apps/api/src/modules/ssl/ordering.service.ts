import {
  approverEmails,
  type SslOrderInput,
  SslOrderInputSchema,
  type SslOrderResult,
  validatedDomainOf,
} from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, type FieldError } from '../../lib/errors.ts'
import type { Text } from '../../lib/texts.ts'
import { withValues } from '../../lib/texts.ts'
import { findDomainRow } from '../domains/domains.repository.ts'
import { addCartLineFor, orderingCompany } from '../orders/cart.service.ts'
import { insertCertificate, setCertificate } from './certificates.repository.ts'
import { getCertificate } from './certificates.service.ts'
import { listSslOffers } from './products.service.ts'
import { sslTexts } from './ssl.texts.ts'
import { acceptableKey, parseCsr } from './x509.ts'

const refused = (issues: FieldError[]) => new BadRequest(issues[0]?.message as Text, issues)

/** Whether `name` lies in `domain` (the domain itself, a name under it, or a wildcard of either). */
const inDomain = (name: string, domain: string) => {
  const base = validatedDomainOf(name)
  return base === domain || base.endsWith(`.${domain}`)
}

/**
 * The CSR judged against the names of the certificate: it parses, its signature holds, its key is
 * RSA ≥ 2048 or EC P-256/P-384, and every name it carries (subject CN, SANs) is one of the names.
 */
export async function csrIssues(csrPem: string, names: string[], field = 'csr'): Promise<FieldError[]> {
  const csr = await parseCsr(csrPem)
  if (!csr?.signatureValid) return [{ field, message: sslTexts.csrInvalid }]
  if (!acceptableKey(csr.key)) return [{ field, message: sslTexts.csrWeakKey }]
  const carried = [...new Set([...(csr.commonName ? [csr.commonName] : []), ...csr.dnsNames])]
  const foreign = carried.filter((n) => !names.includes(n))
  if (foreign.length || carried.length === 0 || (csr.commonName && csr.commonName !== names[0]))
    return [{ field, message: withValues(sslTexts.csrNames, { names: carried.join(', ') || '–' }) }]
  return []
}

/**
 * A certificate ordered for one of the company's active domains. Judged whole (product and period
 * the company may order, names within the domain and the product's limits, wildcards only for a
 * wildcard product, the CSR), then kept as a request and put in the cart as the product's line: the
 * order's provisioning (the `ssl` adapter) claims the request for its service, so the certificate is
 * invoiced and billed recurring like every product. Bad input is a 400 naming the field.
 */
export async function orderCertificate(ctx: RequestContext, body: SslOrderInput): Promise<SslOrderResult> {
  const input = SslOrderInputSchema.parse(body)
  const companyId = orderingCompany(ctx)
  const issues: FieldError[] = []
  const domain = await findDomainRow(ctx, input.domain_id)
  if (!domain || domain.row.company_id !== companyId || domain.row.status !== 'active')
    throw refused([{ field: 'domain_id', message: sslTexts.unknownDomain }])
  const offer = (await listSslOffers(ctx, companyId)).find((o) => o.id === input.ssl_product_id)
  if (!offer) throw refused([{ field: 'ssl_product_id', message: sslTexts.unknownProduct }])
  if (!offer.prices.some((p) => p.period === input.period))
    issues.push({ field: 'period', message: sslTexts.periodNotOffered })
  const names = [input.common_name, ...input.sans]
  names.forEach((name, i) => {
    const field = i === 0 ? 'common_name' : `sans.${i - 1}`
    if (!inDomain(name, domain.row.name))
      issues.push({
        field,
        message: withValues(sslTexts.nameOutsideDomain, { name, domain: domain.row.name }),
      })
    else if (name.startsWith('*.') && !offer.wildcard)
      issues.push({ field, message: sslTexts.wildcardNotAllowed })
  })
  input.dcv.forEach((d, i) => {
    if (
      d.method === 'email' &&
      !approverEmails(d.name, domain.row.name).includes(d.email?.toLowerCase() ?? '')
    )
      issues.push({ field: `dcv.${i}.email`, message: sslTexts.approverOutsideDomain })
  })
  if (input.sans.length > offer.max_sans && !offer.wildcard)
    issues.push({
      field: 'sans',
      message: withValues(sslTexts.tooManyNames, { max: String(offer.max_sans) }),
    })
  if (
    offer.wildcard &&
    (!input.common_name.startsWith('*.') ||
      input.sans.some((n) => n !== validatedDomainOf(input.common_name)))
  )
    issues.push({ field: 'common_name', message: sslTexts.wildcardOnly })
  if (issues.length) throw refused(issues)
  const csr = await csrIssues(input.csr, names)
  if (csr.length) throw refused(csr)

  const id = await ctx.transaction(async (tx) => {
    const row = await insertCertificate(tx, {
      provider_id: ctx.providerId ?? companyId,
      company_id: companyId,
      domain_id: domain.row.id,
      ssl_product_id: offer.id,
      period: input.period,
      common_name: input.common_name,
      sans: input.sans,
      csr: input.csr.trim(),
      dcv: input.dcv,
      status: 'awaiting_order',
      authority: tx.platform.sslAuthority.mode,
    })
    const cartItemId = await addCartLineFor(tx, {
      product_id: offer.product_id,
      period: input.period,
    })
    await setCertificate(tx, row.id, { cart_item_id: cartItemId })
    await audit(tx, {
      action: 'ssl_certificate.ordered',
      entity: 'ssl_certificate',
      entity_id: row.id,
      company_id: companyId,
      after: {
        common_name: input.common_name,
        sans: input.sans,
        product: offer.ca_product,
        period: input.period,
      },
    })
    return { id: row.id, cartItemId }
  })
  return { certificate: await getCertificate(ctx, id.id), cart_item_id: id.cartItemId }
}
