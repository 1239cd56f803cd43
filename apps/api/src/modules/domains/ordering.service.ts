import type { DomainLine, DomainOrderInput, Offer } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { BadRequest, type FieldError } from '../../lib/errors.ts'
import { withValues } from '../../lib/texts.ts'
import { usableContactIds } from './contacts.repository.ts'
import { domainsTexts } from './domains.texts.ts'
import { findPreset, liveDomainNamed } from './ordering.repository.ts'
import { registrarCall } from './registrarCall.ts'
import { tldRowsOfProducts } from './tlds.repository.ts'

/** The domain block as a cart line and order item keep it: defaults filled in, the auth code kept. */
export type StoredDomainLine = Omit<DomainLine, 'has_auth_code'> & { auth_code: string | null }

/** The provider's name servers, used when neither the order nor its preset names any. */
export const DEFAULT_NAMESERVERS = ['ns1.portico-dns.example', 'ns2.portico-dns.example']

const YEARS: Record<string, number> = { P1Y: 1, P2Y: 2, P3Y: 3 }
const CONTACT_FIELDS = ['registrant_id', 'admin_id', 'tech_id', 'billing_id'] as const

/** What the customer may see of a stored domain block (everything but the auth code). */
export function domainLineView(stored: unknown): DomainLine | null {
  if (!stored) return null
  const { auth_code, ...rest } = stored as StoredDomainLine
  return { ...rest, has_auth_code: Boolean(auth_code) }
}

type Judged = { issues: FieldError[]; line: StoredDomainLine }

/**
 * A domain line judged as the registry and the portal see it now: the name in the product's TLD, free
 * to register (a premium name only up to the TLD's cap, at its premium price) or held elsewhere to
 * transfer (with an auth code where the TLD wants one), not in the portal yet, and contacts and
 * preset of the ordering company. The preset fills contacts and name servers that are not given.
 */
async function judge(
  ctx: RequestContext,
  companyId: string,
  line: { productId: string; period: string; currency: string; domain: DomainOrderInput },
): Promise<Judged> {
  const { domain: input } = line
  const issues: FieldError[] = []
  const issue = (field: string, message: FieldError['message']) => issues.push({ field, message })
  const [tld] = await tldRowsOfProducts(ctx, [line.productId])
  const preset = input.preset_id ? await findPreset(ctx, companyId, input.preset_id) : undefined
  if (input.preset_id && !preset) issue('domain.preset_id', domainsTexts.unknownPreset)
  const given = CONTACT_FIELDS.flatMap((f) => (input[f] ? [input[f] as string] : []))
  const usable = await usableContactIds(ctx, companyId, given)
  for (const field of CONTACT_FIELDS)
    if (input[field] && !usable.has(input[field] as string))
      issue(`domain.${field}`, domainsTexts.unknownContact)
  const contact = (f: (typeof CONTACT_FIELDS)[number]) => input[f] ?? preset?.[f] ?? null
  if (!contact('registrant_id')) issue('domain.registrant_id', domainsTexts.registrantRequired)
  if (input.action === 'transfer' && line.period !== 'P1Y') issue('period', domainsTexts.transferOneYear)
  const stored: StoredDomainLine = {
    name: input.name,
    action: input.action,
    auth_code: input.auth_code ?? null,
    preset_id: preset?.id ?? null,
    registrant_id: contact('registrant_id') ?? '',
    admin_id: contact('admin_id'),
    tech_id: contact('tech_id'),
    billing_id: contact('billing_id'),
    nameservers:
      input.nameservers ??
      ((preset?.nameservers.length ?? 0) >= 2 ? preset?.nameservers : undefined) ??
      DEFAULT_NAMESERVERS,
    premium_minor: null,
  }
  const label = tld && input.name.endsWith(`.${tld.tld}`) ? input.name.slice(0, -tld.tld.length - 1) : ''
  if (!tld || !label || label.includes('.')) {
    issue('domain.name', withValues(domainsTexts.wrongTld, { tld: tld?.tld ?? '' }))
    return { issues, line: stored }
  }
  if (await liveDomainNamed(ctx, tld.provider_id, input.name)) issue('domain.name', domainsTexts.nameHeld)
  const found = await registrarCall(() => ctx.platform.registrar.check(ctx, input.name))
  if (input.action === 'transfer') {
    if (found.available) issue('domain.name', domainsTexts.notRegisteredElsewhere)
    if (tld.auth_code_required && !input.auth_code) issue('domain.auth_code', domainsTexts.authCodeRequired)
  } else if (!found.available) {
    issue('domain.name', withValues(domainsTexts.nameNotAvailable, { reason: found.reason ?? '' }))
  } else if (found.premium) {
    const price = found.price ?? Number.POSITIVE_INFINITY
    const cap = tld.premium_cap_minor
    if (cap === null || found.currency !== line.currency || price > cap)
      issue('domain.name', domainsTexts.premiumOverCap)
    else stored.premium_minor = price * (YEARS[line.period] ?? 1)
  }
  return { issues, line: stored }
}

/** A 400 naming each field with its coded message (the first one as the detail). */
export const domainLineRefused = (issues: FieldError[]) =>
  new BadRequest(
    (issues[0]?.message ?? domainsTexts.domainRequired) as typeof domainsTexts.domainRequired,
    issues,
  )

/**
 * The domain block of a new cart line (products of type 'domain' need one, others may not have one),
 * judged and completed; a problem is a 400 naming the field (domain.name, domain.auth_code …).
 */
export async function domainOfCartLine(
  ctx: RequestContext,
  companyId: string,
  line: { offer: Offer; period: string; currency: string; domain: DomainOrderInput | undefined },
): Promise<StoredDomainLine | null> {
  if (line.offer.type !== 'domain') {
    if (line.domain) throw domainLineRefused([{ field: 'domain', message: domainsTexts.domainNotAllowed }])
    return null
  }
  if (!line.domain) throw domainLineRefused([{ field: 'domain', message: domainsTexts.domainRequired }])
  const judged = await judge(ctx, companyId, {
    ...line,
    productId: line.offer.product_id,
    domain: line.domain,
  })
  if (judged.issues.length) throw domainLineRefused(judged.issues)
  return judged.line
}

/**
 * The cart's domain lines judged again at checkout (a name may have been taken, a contact removed, a
 * premium price changed since the line was added): the issues, fields prefixed with `items.<i>.`.
 */
export async function cartDomainIssues(
  ctx: RequestContext,
  companyId: string,
  lines: Array<{ product_id: string; period: string; currency: string | null; stored: unknown }>,
): Promise<FieldError[]> {
  const judged = await Promise.all(
    lines.map(async (l, i) => {
      const stored = l.stored as StoredDomainLine | null
      if (!stored) return []
      const domain: DomainOrderInput = {
        name: stored.name,
        action: stored.action,
        ...(stored.auth_code ? { auth_code: stored.auth_code } : {}),
        ...(stored.preset_id ? { preset_id: stored.preset_id } : {}),
        ...Object.fromEntries(CONTACT_FIELDS.flatMap((f) => (stored[f] ? [[f, stored[f]]] : []))),
        nameservers: stored.nameservers,
      }
      const now = await judge(ctx, companyId, {
        productId: l.product_id,
        period: l.period,
        currency: l.currency ?? '',
        domain,
      })
      const issues = [...now.issues]
      if (!issues.length && now.line.premium_minor !== stored.premium_minor)
        issues.push({ field: 'domain.name', message: domainsTexts.premiumChanged })
      return issues.map((x) => ({ ...x, field: `items.${i}.${x.field}` }))
    }),
  )
  return judged.flat()
}
