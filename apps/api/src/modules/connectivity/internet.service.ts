import type {
  AddressQuery,
  Availability,
  InternetLine,
  InternetOrderInput,
  InternetOrderResult,
} from '@portico/contracts'
import { addDays } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, type FieldError, NotFound } from '../../lib/errors.ts'
import { ownerOf } from '../../lib/owner.ts'
import { type Text, withValues } from '../../lib/texts.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { listOffers } from '../catalog/offers.service.ts'
import { addCartLineFor, orderingCompany } from '../orders/cart.service.ts'
import { connectivityTexts } from './connectivity.texts.ts'
import {
  type FoundLine,
  findLineRow,
  insertLine,
  type LineEventRow,
  listLineEvents,
  listLineRows,
  setLine,
} from './lines.repository.ts'

const refused = (issues: FieldError[]) => new BadRequest(issues[0]?.message as Text, issues)

/**
 * What the carrier delivers at an address, each package with what the company in scope pays for it
 * (the catalogue product of the same code, category connectivity.internet; none: not sold to it).
 */
export async function checkAvailability(ctx: RequestContext, address: AddressQuery): Promise<Availability> {
  const found = await ctx.platform.carrier.availability(ctx, {
    postcode: address.postcode,
    houseNumber: address.house_number,
    addition: address.addition,
  })
  const offers = ctx.scopeCompanyId
    ? await listOffers(ctx, { companyId: ctx.scopeCompanyId, category: 'connectivity.internet' })
    : []
  return {
    postcode: address.postcode,
    house_number: address.house_number,
    addition: address.addition,
    street: found.street,
    city: found.city,
    carriers: found.networks.map((n) => ({
      carrier: n.carrier,
      technology: n.technology,
      connection_point: n.connectionPoint,
    })),
    packages: found.packages.map((p) => {
      const offer = offers.find((o) => o.code === p.code)
      return {
        code: p.code,
        carrier: p.carrier,
        technology: p.technology,
        down_mbps: p.downMbps,
        up_mbps: p.upMbps,
        product_id: offer?.product_id ?? null,
        name_en: offer?.name_en ?? p.code,
        name_nl: offer?.name_nl ?? p.code,
        prices: offer?.prices ?? [],
      }
    }),
  }
}

export function toLine(found: FoundLine, events: LineEventRow[]): InternetLine {
  const { row } = found
  return {
    ...ownerOf(found),
    service_id: row.service_id,
    postcode: row.postcode,
    house_number: row.house_number,
    addition: row.addition,
    street: row.street,
    city: row.city,
    package_code: row.package_code,
    carrier: row.carrier,
    technology: row.technology,
    down_mbps: row.down_mbps,
    up_mbps: row.up_mbps,
    wish_date: row.wish_date,
    planned_date: row.planned_date,
    status: row.status,
    carrier_order_id: row.carrier_order_id,
    carrier_mode: row.carrier_mode,
    error: row.error,
    events: events
      .filter((e) => e.line_id === row.id)
      .map((e) => ({ status: e.status, at: e.at.toISOString(), planned_date: e.planned_date })),
    created_at: row.created_at.toISOString(),
  }
}

/** The internet lines of the caller's companies (the scope's when one is chosen), with their timelines. */
export async function listLines(ctx: RequestContext): Promise<InternetLine[]> {
  const rows = await listLineRows(ctx, ctx.scopeCompanyId ?? undefined)
  const events = await listLineEvents(
    ctx,
    rows.map((r) => r.row.id),
  )
  return rows.map((r) => toLine(r, events))
}

export async function getLine(ctx: RequestContext, id: string): Promise<InternetLine> {
  const found = await findLineRow(ctx, id)
  if (!found) throw new NotFound()
  return toLine(found, await listLineEvents(ctx, [id]))
}

/** The wish date's window: from tomorrow (the carrier plans its first possible day) to a year on. */
export function wishDateIssues(ctx: RequestContext, wishDate: string): FieldError[] {
  const today = todayOf(ctx)
  const earliest = addDays(today, 1)
  if (wishDate < earliest)
    return [
      { field: 'wish_date', message: withValues(connectivityTexts.wishDateTooSoon, { date: earliest }) },
    ]
  if (wishDate > addDays(today, 365))
    return [{ field: 'wish_date', message: connectivityTexts.wishDateTooLate }]
  return []
}

/**
 * An internet line ordered at an address for a wish date. Judged whole (the address known, the
 * package deliverable there and sold to the company for the period, the wish date within its
 * window), then kept as a line awaiting its order and put in the cart as the package's product: the
 * order's provisioning (the `connectivity` adapter) claims the line and places the carrier order.
 */
export async function orderLine(
  ctx: RequestContext,
  input: InternetOrderInput,
): Promise<InternetOrderResult> {
  const companyId = orderingCompany(ctx)
  const availability = await checkAvailability(ctx, {
    postcode: input.postcode,
    house_number: input.house_number,
    addition: input.addition,
  })
  if (!availability.street || !availability.city)
    throw refused([
      {
        field: 'postcode',
        message: withValues(connectivityTexts.unknownAddress, {
          postcode: input.postcode,
          number: `${input.house_number}${input.addition ?? ''}`,
        }),
      },
    ])
  const pkg = availability.packages.find((p) => p.code === input.package_code.toUpperCase())
  const issues: FieldError[] = []
  if (!pkg)
    issues.push({
      field: 'package_code',
      message: withValues(connectivityTexts.packageNotAvailable, { code: input.package_code }),
    })
  else if (!pkg.product_id || !pkg.prices.some((p) => p.period === input.period))
    issues.push({
      field: 'period',
      message: withValues(connectivityTexts.packageNotSold, { code: pkg.code }),
    })
  issues.push(...wishDateIssues(ctx, input.wish_date))
  if (issues.length || !pkg?.product_id) throw refused(issues)
  const { street, city } = availability
  const productId = pkg.product_id

  const made = await ctx.transaction(async (tx) => {
    const row = await insertLine(tx, {
      provider_id: ctx.providerId ?? companyId,
      company_id: companyId,
      postcode: input.postcode,
      house_number: input.house_number,
      addition: input.addition,
      street,
      city,
      package_code: pkg.code,
      carrier: pkg.carrier,
      technology: pkg.technology,
      down_mbps: pkg.down_mbps,
      up_mbps: pkg.up_mbps,
      wish_date: input.wish_date,
      status: 'awaiting_order',
      carrier_mode: tx.platform.carrier.mode,
    })
    const cartItemId = await addCartLineFor(tx, {
      product_id: productId,
      period: input.period,
    })
    await setLine(tx, row.id, { cart_item_id: cartItemId })
    await audit(tx, {
      action: 'internet_line.ordered',
      entity: 'internet_line',
      entity_id: row.id,
      company_id: companyId,
      after: {
        address: `${input.postcode} ${input.house_number}${input.addition ?? ''}`,
        package: pkg.code,
        wish_date: input.wish_date,
      },
    })
    return { id: row.id, cartItemId }
  })
  return { line: await getLine(ctx, made.id), cart_item_id: made.cartItemId }
}
