import type { TicketStatus } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { notificationChoices } from '../company/notifications.repository.ts'
import { queueMail } from '../mail/mail.service.ts'
import { findRecipients } from './messages.repository.ts'
import type { TicketRow } from './tickets.repository.ts'

type Lang = 'en' | 'nl'
export type TicketEvent =
  | { kind: 'created'; body: string }
  | { kind: 'reply'; body: string; authorName: string }
  | { kind: 'note'; body: string; authorName: string }
  | { kind: 'status'; status: TicketStatus; actorName: string }
  | { kind: 'assigned'; actorName: string }

const STATUS: Record<Lang, Record<TicketStatus, string>> = {
  en: { open: 'Open', waiting_on_customer: 'Waiting on customer', on_hold: 'On hold', closed: 'Closed' },
  nl: { open: 'Open', waiting_on_customer: 'Wacht op klant', on_hold: 'In de wacht', closed: 'Gesloten' },
}

/** The message; queueMail signs it with the brand the company's people see. */
function compose(lang: Lang, event: TicketEvent, ticket: TicketRow, link: string) {
  const ref = `#${ticket.number} ${ticket.subject}`
  const nl = lang === 'nl'
  const footer = `\n\n${nl ? 'Bekijk het ticket' : 'View the ticket'}: ${link}`
  switch (event.kind) {
    case 'created':
      return {
        subject: nl ? `Ticket ontvangen: ${ref}` : `Ticket received: ${ref}`,
        text: `${nl ? 'We hebben uw ticket ontvangen.' : 'We have received your ticket.'}\n\n${event.body}${footer}`,
      }
    case 'reply':
      return {
        subject: nl ? `Nieuw antwoord: ${ref}` : `New reply: ${ref}`,
        text: `${event.authorName} ${nl ? 'schreef' : 'wrote'}:\n\n${event.body}${footer}`,
      }
    case 'note':
      return {
        subject: nl ? `Interne notitie: ${ref}` : `Internal note: ${ref}`,
        text: `${event.authorName} ${nl ? 'schreef een interne notitie (alleen voor medewerkers)' : 'wrote an internal note (staff only)'}:\n\n${event.body}${footer}`,
      }
    case 'status':
      return {
        subject: nl ? `Status gewijzigd: ${ref}` : `Status changed: ${ref}`,
        text: `${event.actorName} ${nl ? 'zette de status op' : 'set the status to'} "${STATUS[lang][event.status]}".${footer}`,
      }
    case 'assigned':
      return {
        subject: nl ? `Aan u toegewezen: ${ref}` : `Assigned to you: ${ref}`,
        text: `${event.actorName} ${nl ? 'heeft dit ticket aan u toegewezen.' : 'assigned this ticket to you.'}${footer}`,
      }
  }
}

/**
 * Queues the mails of one ticket event inside the caller's transaction (`tx`) and returns their ids;
 * they leave after the commit (mail.deliver jobs). Callers pass only recipients allowed to read the event: internal notes
 * go to staff only.
 */
export async function queueTicketMail(
  tx: RequestContext,
  ticket: TicketRow,
  event: TicketEvent,
  recipientIds: (string | null | undefined)[],
  exceptUserId: string,
): Promise<string[]> {
  const ids = [...new Set(recipientIds.filter((id): id is string => Boolean(id) && id !== exceptUserId))]
  const { publicUrl } = tx.platform
  const link = `${publicUrl}/support/ticket/${ticket.id}`
  const queued: string[] = []
  // The company's people choose whether replies and status changes reach them (staff always hear).
  const choices = new Map(
    event.kind === 'reply' || event.kind === 'status'
      ? (await notificationChoices(tx, ticket.company_id, 'ticket_reply')).map((p) => [p.email, p.wants])
      : [],
  )
  for (const person of await findRecipients(tx, ids)) {
    if (!person.email || person.disabled_at || choices.get(person.email) === false) continue
    const { subject, text } = compose(person.locale ?? 'en', event, ticket, link)
    // A note's mail is filed under the provider, never under the customer's company.
    const companyId = event.kind === 'note' ? ticket.provider_id : ticket.company_id
    queued.push(await queueMail(tx, { to: person.email, subject, text, companyId }))
  }
  return queued
}
