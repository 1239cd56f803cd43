import type { CreateTicketBody, Ticket, TicketListQuery, UpdateTicketBody } from '@portico/contracts'
import { CreateTicketBodySchema } from '@portico/contracts'
import { addBusinessMinutes, priorityFor, type TicketPriority } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { audit } from '../../lib/audit.ts'
import { BadRequest, Forbidden, NotFound, PreconditionFailed } from '../../lib/errors.ts'
import { notifyStaff } from '../notifications/notifications.service.ts'
import { assertAssignable, type Settings, settingsFor } from './settings.service.ts'
import { queueTicketMail } from './support.mail.ts'
import { supportTexts } from './support.texts.ts'
import { listTickets } from './ticketList.repository.ts'
import {
  findTicket,
  findTicketCompany,
  findTicketRow,
  insertTicket,
  isServiceOf,
  type TicketRow,
  updateTicketRow,
} from './tickets.repository.ts'

export const listVisibleTickets = (ctx: RequestContext, q: TicketListQuery) => listTickets(ctx, q)

export async function getTicket(ctx: RequestContext, id: string): Promise<Ticket> {
  const found = await findTicket(ctx, id)
  if (!found) throw new NotFound(supportTexts.ticketNotFound)
  return found
}

export async function getTicketRow(ctx: RequestContext, id: string): Promise<TicketRow> {
  const found = await findTicketRow(ctx, id)
  if (!found) throw new NotFound(supportTexts.ticketNotFound)
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
async function ticketCompany(ctx: RequestContext, asked?: string) {
  let id = asked ?? ctx.scopeCompanyId
  if (!id && !ctx.isStaff && ctx.memberships.length === 1) id = ctx.memberships[0]?.company_id ?? null
  if (!id) {
    throw new BadRequest(supportTexts.chooseCompany, [{ field: 'company', message: 'required' }])
  }
  const company = await findTicketCompany(ctx, id)
  if (!company) {
    throw new BadRequest(supportTexts.notYourCompany, [{ field: 'company', message: 'not yours' }])
  }
  return company
}

export async function createTicket(ctx: RequestContext, input: CreateTicketBody): Promise<Ticket> {
  const body = CreateTicketBodySchema.parse(input)
  const company = await ticketCompany(ctx, body.company)
  const providerId = company.lineage[0] ?? company.id
  if (body.service_id && !(await isServiceOf(ctx, body.service_id, company.id)))
    throw new BadRequest(supportTexts.unknownService, [{ field: 'service_id', message: 'unknown' }])
  const settings = await settingsFor(ctx, providerId)
  const priority = priorityFor(settings.priority_matrix, body.impact, body.urgency)
  const now = new Date()
  const { id } = await ctx.transaction(async (tx) => {
    const values = {
      provider_id: providerId,
      company_id: company.id,
      requester_id: ctx.user.id,
      service_id: body.service_id ?? null,
      subject: body.subject,
      impact: body.impact,
      urgency: body.urgency,
      priority,
      status: 'open' as const,
      ...dueTimes(settings, priority, now),
      last_update_at: now,
      last_update_by: ctx.user.id,
      created_at: now,
      updated_at: now,
    }
    const row = await insertTicket(tx, values, body.message)
    await audit(tx, {
      action: 'ticket.created',
      entity: 'ticket',
      entity_id: row.id,
      company_id: company.id,
      after: { number: row.number, subject: row.subject, priority, impact: row.impact, urgency: row.urgency },
    })
    const event = { kind: 'created', body: body.message } as const
    await notifyStaff(tx, {
      event: 'ticket_created',
      key: `ticket_created:${row.id}`,
      companyId: company.id,
      subject: `#${row.number} ${row.subject}`,
      target: { kind: 'ticket', id: row.id },
      actorId: ctx.user.id,
    })
    return { id: row.id, mails: await queueTicketMail(tx, row, event, [row.requester_id], '') }
  })
  return getTicket(ctx, id)
}

/** What staff may change (status, priority, assignee, impact, urgency); a customer may only close. */
async function changesFor(ctx: RequestContext, current: TicketRow, input: UpdateTicketBody, now: Date) {
  const staffFields = (['priority', 'assignee_id', 'impact', 'urgency'] as const).filter(
    (f) => input[f] !== undefined,
  )
  if (!ctx.isStaff && (staffFields.length > 0 || (input.status && input.status !== 'closed')))
    throw new Forbidden(supportTexts.customerMayOnlyClose)
  if (input.assignee_id) await assertAssignable(ctx, current.provider_id, input.assignee_id)
  const settings = await settingsFor(ctx, current.provider_id)
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
  return {
    impact,
    urgency,
    priority,
    priority_overridden: overridden,
    status,
    assignee_id: input.assignee_id === undefined ? current.assignee_id : input.assignee_id,
    closed_at: status === 'closed' ? (current.closed_at ?? now) : null,
    ...(priority !== current.priority ? dueTimes(settings, priority, current.created_at) : {}),
  }
}

export async function updateTicket(
  ctx: RequestContext,
  input: { id: string; version: number; changes: UpdateTicketBody },
): Promise<Ticket> {
  const { id, version } = input
  const current = await getTicketRow(ctx, id)
  const now = new Date()
  const changes = await changesFor(ctx, current, input.changes, now)
  await ctx.transaction(async (tx) => {
    const row = await updateTicketRow(tx, { id, version, changes, now })
    if (!row) throw new PreconditionFailed()
    await audit(tx, {
      action: 'ticket.updated',
      entity: 'ticket',
      entity_id: id,
      company_id: row.company_id,
      before: pick(current),
      after: pick(row),
    })
    const mails: string[] = []
    const actorName = ctx.user.display_name
    if (row.status !== current.status) {
      const event = { kind: 'status', status: row.status, actorName } as const
      mails.push(...(await queueTicketMail(tx, row, event, [row.requester_id, row.assignee_id], ctx.user.id)))
    }
    if (row.assignee_id && row.assignee_id !== current.assignee_id) {
      const event = { kind: 'assigned', actorName } as const
      mails.push(...(await queueTicketMail(tx, row, event, [row.assignee_id], ctx.user.id)))
    }
  })
  return getTicket(ctx, id)
}

const pick = (r: TicketRow) => ({
  status: r.status,
  priority: r.priority,
  priority_overridden: r.priority_overridden,
  impact: r.impact,
  urgency: r.urgency,
  assignee_id: r.assignee_id,
})
