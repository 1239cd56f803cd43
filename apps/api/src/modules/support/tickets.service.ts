import type { CreateTicketBody, Ticket, TicketListQuery, UpdateTicketBody } from '@portico/contracts'
import { CreateTicketBodySchema } from '@portico/contracts'
import { addBusinessMinutes, priorityFor, type TicketPriority } from '@portico/domain'
import { and, eq, sql } from 'drizzle-orm'
import type { RequestContext } from '../../auth/context.ts'
import { canSee } from '../../auth/visibility.ts'
import type { Db } from '../../db/client.ts'
import { companies, services, ticketMessages, tickets } from '../../db/schema/index.ts'
import { audit } from '../../lib/audit.ts'
import { nextNumber } from '../../lib/counters.ts'
import { BadRequest, Forbidden, NotFound, PreconditionFailed } from '../../lib/errors.ts'
import { assertAssignable, type Settings, settingsFor } from './settings.service.ts'
import { deliverAll, type MailDeps, queueTicketMail } from './support.mail.ts'
import { findTicket, findTicketRow, listTickets, type TicketRow } from './tickets.repository.ts'

export type TicketDeps = MailDeps & { db: Db }

export const listVisibleTickets = (deps: TicketDeps, ctx: RequestContext, q: TicketListQuery) =>
  listTickets(deps.db, ctx, q)

export async function getTicket(deps: TicketDeps, ctx: RequestContext, id: string): Promise<Ticket> {
  const found = await findTicket(deps.db, ctx, id)
  if (!found) throw new NotFound('Ticket not found.')
  return found
}

export async function getTicketRow(deps: TicketDeps, ctx: RequestContext, id: string): Promise<TicketRow> {
  const found = await findTicketRow(deps.db, ctx, id)
  if (!found) throw new NotFound('Ticket not found.')
  return found
}

/** Due times count from the ticket's creation, in the provider's business hours. */
export function dueTimes(settings: Settings, priority: TicketPriority, createdAt: Date) {
  const target = settings.sla_minutes[priority]
  return {
    first_response_due_at: addBusinessMinutes(createdAt, target.first_response, settings.business_hours),
    resolution_due_at: addBusinessMinutes(createdAt, target.resolution, settings.business_hours),
  }
}

/** The company a new ticket is for: the one asked for, else the scope, else the caller's only company. */
async function ticketCompany(deps: TicketDeps, ctx: RequestContext, asked?: string) {
  let id = asked ?? ctx.scopeCompanyId
  if (!id && !ctx.isStaff && ctx.memberships.length === 1) id = ctx.memberships[0]?.company_id ?? null
  if (!id) {
    throw new BadRequest('Choose the company this ticket is for.', [
      { field: 'company', message: 'required' },
    ])
  }
  const [row] = await deps.db.select().from(companies).where(eq(companies.id, id))
  if (!row || row.archived_at || !(await canSee(deps.db, ctx.visibleRoots, id))) {
    throw new BadRequest('You cannot open tickets for that company.', [
      { field: 'company', message: 'not yours' },
    ])
  }
  return row
}

export async function createTicket(
  deps: TicketDeps,
  ctx: RequestContext,
  input: CreateTicketBody,
): Promise<Ticket> {
  const body = CreateTicketBodySchema.parse(input)
  const company = await ticketCompany(deps, ctx, body.company)
  const providerId = company.lineage[0] ?? company.id
  if (body.service_id) {
    const [service] = await deps.db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.id, body.service_id), eq(services.company_id, company.id)))
    if (!service)
      throw new BadRequest('That service is not one of this company’s.', [
        { field: 'service_id', message: 'unknown' },
      ])
  }
  const settings = await settingsFor(deps.db, providerId)
  const priority = priorityFor(settings.priority_matrix, body.impact, body.urgency)
  const now = new Date()
  const { id, mails } = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db
    const number = await nextNumber({ db: tx }, providerId, 'ticket')
    const [row] = await tx
      .insert(tickets)
      .values({
        number,
        provider_id: providerId,
        company_id: company.id,
        requester_id: ctx.user.id,
        service_id: body.service_id ?? null,
        subject: body.subject,
        impact: body.impact,
        urgency: body.urgency,
        priority,
        status: 'open',
        ...dueTimes(settings, priority, now),
        last_update_at: now,
        last_update_by: ctx.user.id,
        created_at: now,
        updated_at: now,
      })
      .returning()
    if (!row) throw new Error('ticket insert returned nothing')
    await tx
      .insert(ticketMessages)
      .values({ ticket_id: row.id, author_id: ctx.user.id, body: body.message, created_at: now })
    await audit(
      { ...ctx, db: tx },
      {
        action: 'ticket.created',
        entity: 'ticket',
        entity_id: row.id,
        company_id: company.id,
        after: { number, subject: row.subject, priority, impact: row.impact, urgency: row.urgency },
      },
    )
    const mails = await queueTicketMail(
      tx,
      deps,
      row,
      { kind: 'created', body: body.message },
      [row.requester_id],
      '',
    )
    return { id: row.id, mails }
  })
  await deliverAll(deps.db, deps.mailer, mails)
  return getTicket(deps, ctx, id)
}

export async function updateTicket(
  deps: TicketDeps,
  ctx: RequestContext,
  id: string,
  version: number,
  input: UpdateTicketBody,
): Promise<Ticket> {
  const current = await getTicketRow(deps, ctx, id)
  const staffFields = (['priority', 'assignee_id', 'impact', 'urgency'] as const).filter(
    (f) => input[f] !== undefined,
  )
  if (!ctx.isStaff && (staffFields.length > 0 || (input.status && input.status !== 'closed')))
    throw new Forbidden('Only the provider’s staff can change this; you can close your ticket.')
  if (input.assignee_id) await assertAssignable(deps.db, current.provider_id, input.assignee_id)
  const settings = await settingsFor(deps.db, current.provider_id)
  const impact = input.impact ?? current.impact
  const urgency = input.urgency ?? current.urgency
  let priority = current.priority
  let overridden = current.priority_overridden
  if (input.priority === null) overridden = false
  else if (input.priority) {
    priority = input.priority
    overridden = true
  }
  if (!overridden) priority = priorityFor(settings.priority_matrix, impact, urgency)
  const status = input.status ?? current.status
  const now = new Date()
  const changes = {
    impact,
    urgency,
    priority,
    priority_overridden: overridden,
    status,
    assignee_id: input.assignee_id === undefined ? current.assignee_id : input.assignee_id,
    closed_at: status === 'closed' ? (current.closed_at ?? now) : null,
    ...(priority !== current.priority ? dueTimes(settings, priority, current.created_at) : {}),
  }
  const { mails } = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db
    const [row] = await tx
      .update(tickets)
      .set({
        ...changes,
        version: sql`${tickets.version} + 1`,
        updated_at: now,
        last_update_at: now,
        last_update_by: ctx.user.id,
      })
      .where(and(eq(tickets.id, id), eq(tickets.version, version)))
      .returning()
    if (!row) throw new PreconditionFailed()
    const before = pick(current)
    await audit(
      { ...ctx, db: tx },
      {
        action: 'ticket.updated',
        entity: 'ticket',
        entity_id: id,
        company_id: row.company_id,
        before,
        after: pick(row),
      },
    )
    const mails: string[] = []
    if (row.status !== current.status) {
      const event = { kind: 'status', status: row.status, actorName: ctx.user.display_name } as const
      mails.push(
        ...(await queueTicketMail(tx, deps, row, event, [row.requester_id, row.assignee_id], ctx.user.id)),
      )
    }
    if (row.assignee_id && row.assignee_id !== current.assignee_id) {
      const event = { kind: 'assigned', actorName: ctx.user.display_name } as const
      mails.push(...(await queueTicketMail(tx, deps, row, event, [row.assignee_id], ctx.user.id)))
    }
    return { mails }
  })
  await deliverAll(deps.db, deps.mailer, mails)
  return getTicket(deps, ctx, id)
}

const pick = (r: TicketRow) => ({
  status: r.status,
  priority: r.priority,
  priority_overridden: r.priority_overridden,
  impact: r.impact,
  urgency: r.urgency,
  assignee_id: r.assignee_id,
})
