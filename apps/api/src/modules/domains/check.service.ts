import type { DomainCheckQuery, DomainCheckResponse, DomainCheckResult, Offer } from '@portico/contracts'
import { suggestLabels } from '@portico/domain'
import pLimit from 'p-limit'
import type { RequestContext } from '../../auth/context.ts'
import { listOffers } from '../catalog/offers.service.ts'
import type { DomainAvailability } from './registrar/adapter.ts'
import { type TldRow, tldRowsOfProducts } from './tlds.repository.ts'

/**
 * How many registry lookups one check runs at once: enough that a name across the whole TLD
 * catalogue costs about one round trip, few enough not to trip a registrar's rate limit.
 */
export const CHECK_CONCURRENCY = 64

type Priced = Pick<DomainCheckResult, 'currency' | 'register_minor' | 'renew_minor' | 'transfer_minor'>

function pricesOf(offer: Offer): Priced {
  const year = offer.prices.find((p) => p.period === 'P1Y')
  const minor = year?.price_minor ?? null
  return { currency: year?.currency ?? '', register_minor: minor, renew_minor: minor, transfer_minor: minor }
}

/** A premium name is sold at the registry's price, and only up to the TLD's cap in that currency. */
function verdict(
  tld: TldRow,
  priced: Priced,
  found: DomainAvailability,
): Pick<DomainCheckResult, 'available' | 'reason' | 'register_minor'> {
  if (!found.available) {
    const reserved = /reserved|blocked|not allowed/i.test(found.reason ?? '')
    return {
      available: false,
      reason: reserved ? 'reserved' : 'taken',
      register_minor: priced.register_minor,
    }
  }
  if (!found.premium) return { available: true, reason: null, register_minor: priced.register_minor }
  const price = found.price ?? Number.POSITIVE_INFINITY
  const allowed =
    tld.premium_cap_minor !== null && found.currency === priced.currency && price <= tld.premium_cap_minor
  return allowed
    ? { available: true, reason: null, register_minor: price }
    : { available: false, reason: 'premium_cap', register_minor: Number.isFinite(price) ? price : null }
}

/**
 * A name across the TLDs the company may order, at the prices it pays (its reseller's, for a
 * reseller's customer): the TLD typed first, the others in catalogue order. The lookups run in
 * parallel; a registry that does not answer marks its TLD unavailable instead of failing the check.
 */
export async function checkDomain(
  ctx: RequestContext,
  query: DomainCheckQuery,
): Promise<DomainCheckResponse> {
  const [label = '', ...rest] = query.name.split('.')
  const typed = rest.join('.')
  const offers = await listOffers(ctx, { companyId: query.company, category: 'domains.tld' })
  const offerOf = new Map(offers.map((o) => [o.product_id, o]))
  const wanted = query.tlds && new Set(query.tlds)
  const rows = (await tldRowsOfProducts(ctx, [...offerOf.keys()])).filter((r) => !wanted || wanted.has(r.tld))
  const ordered = [...rows.filter((r) => r.tld === typed), ...rows.filter((r) => r.tld !== typed)]
  const registrar = ctx.platform.registrar
  const limit = pLimit(CHECK_CONCURRENCY)
  const checkOne = (tld: (typeof rows)[number], name: string) =>
    limit(async (): Promise<DomainCheckResult> => {
      const domain = `${name}.${tld.tld}`
      const offer = offerOf.get(tld.product_id) as Offer
      const priced = pricesOf(offer)
      const base = {
        domain,
        tld: tld.tld,
        product_id: tld.product_id,
        auth_code_required: tld.auth_code_required,
        ...priced,
      }
      try {
        const found = await registrar.check(ctx, domain)
        return { ...base, premium: found.premium, ...verdict(tld, priced, found) }
      } catch {
        return { ...base, premium: false, available: false, reason: 'unavailable' }
      }
    })
  // Suggestions on the first TLD, looked up beside the name (the same round trip), for a full check only.
  const first = ordered[0]
  const [data, suggested] = await Promise.all([
    Promise.all(ordered.map((tld) => checkOne(tld, label))),
    first && !query.tlds ? Promise.all(suggestLabels(label).map((l) => checkOne(first, l))) : [],
  ])
  const suggestions = suggested.filter((s) => s.available && !s.premium)
  return { data, suggestions, registrar_mode: registrar.mode }
}
