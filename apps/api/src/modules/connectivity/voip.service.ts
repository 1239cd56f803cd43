import type { PortRequest, PortRequestInput, SipTrunk } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, type FieldError, NotFound } from '../../lib/errors.ts'
import { type Text, withValues } from '../../lib/texts.ts'
import { connectivityTexts } from './connectivity.texts.ts'
import { wishDateIssues } from './internet.service.ts'
import {
  findPortRow,
  findTrunkRow,
  insertPort,
  listNumbers,
  listPortEvents,
  listPortRows,
  listTrunkRows,
  movePort,
  type PortEventRow,
  type PortRow,
  recordPortEvent,
  settleNumbers,
} from './voip.repository.ts'

export const CONNECTIVITY_FOLLOW_PORT = 'connectivity.follow-port'

const refused = (issues: FieldError[]) => new BadRequest(issues[0]?.message as Text, issues)

/** The scope's SIP trunks with their numbers. */
export async function listTrunks(ctx: RequestContext): Promise<SipTrunk[]> {
  const rows = await listTrunkRows(ctx, ctx.scopeCompanyId ?? undefined)
  const numbers = await listNumbers(ctx, { trunkIds: rows.map((r) => r.row.id) })
  return rows.map(({ row, company_name }) => ({
    id: row.id,
    company_id: row.company_id,
    company_name,
    name: row.name,
    channels: row.channels,
    sip_username: row.sip_username,
    numbers: numbers
      .filter((n) => n.trunk_id === row.id)
      .map((n) => ({ number: n.number, status: n.status })),
  }))
}

function toPort(found: { row: PortRow; trunk_name: string }, events: PortEventRow[]): PortRequest {
  const { row } = found
  return {
    id: row.id,
    company_id: row.company_id,
    trunk_id: row.trunk_id,
    trunk_name: found.trunk_name,
    numbers: row.numbers,
    current_provider: row.current_provider,
    wish_date: row.wish_date,
    status: row.status,
    first_possible_date: row.first_possible_date,
    reason: row.reason,
    porting_mode: row.porting_mode,
    events: events
      .filter((e) => e.request_id === row.id)
      .map((e) => ({ status: e.status, at: e.at.toISOString() })),
    created_at: row.created_at.toISOString(),
  }
}

/** The scope's number porting requests with the statuses each went through. */
export async function listPorts(ctx: RequestContext): Promise<PortRequest[]> {
  const rows = await listPortRows(ctx, ctx.scopeCompanyId ?? undefined)
  const events = await listPortEvents(
    ctx,
    rows.map((r) => r.row.id),
  )
  return rows.map((r) => toPort(r, events))
}

async function getPort(ctx: RequestContext, id: string) {
  const found = await findPortRow(ctx, id)
  if (!found) throw new NotFound()
  return toPort(found, await listPortEvents(ctx, [id]))
}

const inUse = (number: string, index: number): FieldError => ({
  field: `numbers.${index}`,
  message: withValues(connectivityTexts.numberInUse, { number }),
})

/**
 * Numbers ported in to one of the company's trunks from another provider on a wish date. The numbers
 * are connected to the trunk as 'porting' at once (so nobody asks for them twice); the
 * `connectivity.follow-port` job places the request at the porting platform and follows it.
 */
export async function requestPort(ctx: RequestContext, input: PortRequestInput): Promise<PortRequest> {
  const trunk = await findTrunkRow(ctx, input.trunk_id)
  if (!trunk) throw refused([{ field: 'trunk_id', message: connectivityTexts.unknownTrunk }])
  const issues: FieldError[] = []
  const taken = new Set((await listNumbers(ctx, { numbers: input.numbers })).map((n) => n.number))
  input.numbers.forEach((number, i) => {
    if (taken.has(number) || input.numbers.indexOf(number) !== i) issues.push(inUse(number, i))
  })
  issues.push(...wishDateIssues(ctx, input.wish_date))
  if (issues.length) throw refused(issues)
  const id = await ctx.transaction(async (tx) => {
    const { row, connected } = await insertPort(tx, {
      provider_id: tx.providerId ?? trunk.company_id,
      company_id: trunk.company_id,
      trunk_id: trunk.id,
      numbers: input.numbers,
      current_provider: input.current_provider,
      wish_date: input.wish_date,
      status: 'requested',
      porting_mode: tx.platform.porting.mode,
    })
    // A number connected elsewhere (beyond what the caller sees) is refused too, and nothing kept.
    if (connected < input.numbers.length) throw refused([inUse(input.numbers[0] ?? '', 0)])
    await recordPortEvent(tx, row.id, 'requested', tx.platform.now())
    await audit(tx, {
      action: 'voip_port.requested',
      entity: 'voip_port_request',
      entity_id: row.id,
      company_id: trunk.company_id,
      after: { numbers: input.numbers, current_provider: input.current_provider, wish_date: input.wish_date },
    })
    await tx.platform.jobs.send(tx.db, CONNECTIVITY_FOLLOW_PORT, {
      providerId: tx.providerId,
      portId: row.id,
    })
    return row.id
  })
  return getPort(ctx, id)
}

/** A status reached: the request's (compare and set on the status it had) and a step, once. */
async function reach(
  ctx: RequestContext,
  port: PortRow,
  status: PortRow['status'],
  values: Partial<PortRow> = {},
) {
  return ctx.transaction(async (tx) => {
    const moved = await movePort(tx, port.id, port.status, { ...values, status })
    if (!moved) return false
    await recordPortEvent(tx, port.id, status, tx.platform.now())
    if (status === 'completed') await settleNumbers(tx, port, 'assigned')
    if (status === 'blocked') await settleNumbers(tx, port, 'released')
    return true
  })
}

/**
 * One look at a port request (the job's work): placed at the porting platform once, then its status
 * followed; a ready port is performed, completing it and giving the trunk its numbers; a blocked one
 * frees them. 'running' until it is completed or blocked.
 */
export async function followPort(ctx: RequestContext, id: string): Promise<'running' | 'done'> {
  const found = await findPortRow(ctx, id)
  if (!found || found.row.status === 'completed' || found.row.status === 'blocked') return 'done'
  const port = found.row
  const platform = ctx.platform.porting
  if (!port.platform_id) {
    const { portId } = await platform.request(ctx, {
      numbers: port.numbers,
      currentProvider: port.current_provider,
      wishDate: port.wish_date,
      reference: port.id,
    })
    await movePort(ctx, port.id, port.status, { platform_id: portId })
    return 'running'
  }
  const state = await platform.status(ctx, port.platform_id)
  let current = port
  if (state.status !== port.status) {
    const values = { first_possible_date: state.firstPossibleDate, reason: state.reason }
    if (await reach(ctx, port, state.status, values)) current = { ...port, ...values, status: state.status }
  }
  if (current.status === 'ready') {
    await platform.perform(ctx, port.platform_id)
    await reach(ctx, current, 'completed')
    return 'done'
  }
  return current.status === 'blocked' ? 'done' : 'running'
}
