import { TICKET_LEVELS, TICKET_PRIORITIES } from '@portico/domain'
import { z } from 'zod'
import {
  companyFields,
  DateTimeSchema,
  dataOf,
  listOf,
  pageOf,
  pageQueryFields,
  versionedFields,
} from './common.ts'
import { defineTexts } from './texts.ts'

/** The support area's validation messages by code (the schemas carry the code). */
export const supportTexts = defineTexts('support', {
  changeSomething: {
    en: 'Send at least one field to change.',
    nl: 'Stuur minstens één veld om te wijzigen.',
  },
  timeOfDay: { en: 'Use HH:MM, e.g. 09:00', nl: 'Gebruik UU:MM, bijv. 09:00' },
  timeZone: { en: 'Not a time zone, e.g. Europe/Amsterdam', nl: 'Geen tijdzone, bijv. Europe/Amsterdam' },
  dayEnd: { en: 'The day must end after it starts', nl: 'De dag moet eindigen nadat hij begint' },
})
const texts = supportTexts.codes

export const TICKET_STATUSES = ['open', 'waiting_on_customer', 'on_hold', 'closed'] as const
export const TicketStatusSchema = z.enum(TICKET_STATUSES)
export type TicketStatus = z.infer<typeof TicketStatusSchema>
export const TicketLevelSchema = z.enum(TICKET_LEVELS)
export const TicketPrioritySchema = z.enum(TICKET_PRIORITIES)

/** Largest attachment the API takes (413 above it). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
/** Types recognised by their content; everything else is refused whatever its name says. */
export const ATTACHMENT_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'application/pdf',
  'application/zip',
  'text/plain',
] as const
/** Shown inline in the conversation. SVG is never accepted: it can carry script. */
export const PREVIEWABLE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp']

const text = (max: number) => z.string().trim().max(max)

export const TicketSchema = z.object({
  id: z.uuid(),
  number: z.number().int(),
  subject: z.string(),
  ...companyFields,
  requester_id: z.uuid(),
  requester_name: z.string().nullable(),
  service_id: z.uuid().nullable(),
  service_name: z.string().nullable(),
  impact: TicketLevelSchema,
  urgency: TicketLevelSchema,
  priority: TicketPrioritySchema,
  priority_overridden: z.boolean(),
  status: TicketStatusSchema,
  assignee_id: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
  first_response_due_at: DateTimeSchema.nullable(),
  resolution_due_at: DateTimeSchema.nullable(),
  first_responded_at: DateTimeSchema.nullable(),
  closed_at: DateTimeSchema.nullable(),
  last_update_at: DateTimeSchema,
  last_update_by_name: z.string().nullable(),
  ...versionedFields,
})
export type Ticket = z.infer<typeof TicketSchema>
export const TicketResponseSchema = dataOf(TicketSchema)
export type TicketResponse = z.infer<typeof TicketResponseSchema>

export const TICKET_SORTS = ['updated', 'priority', 'number', 'due'] as const
export const TicketListQuerySchema = z.strictObject({
  /** open: every status but closed (the overview); closed: the closed list. */
  view: z.enum(['open', 'closed', 'all']).default('open'),
  status: TicketStatusSchema.optional(),
  priority: TicketPrioritySchema.optional(),
  /** A staff user's id, `me` or `none`. */
  assignee: z.union([z.uuid(), z.enum(['me', 'none'])]).optional(),
  company: z.uuid().optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(TICKET_SORTS).default('updated'),
  ...pageQueryFields(25),
})
export type TicketListQuery = z.infer<typeof TicketListQuerySchema>
export const TicketListResponseSchema = pageOf(TicketSchema)
export type TicketListResponse = z.infer<typeof TicketListResponseSchema>

/** A new ticket. Number, status, priority, requester and due times are the server's. */
export const CreateTicketBodySchema = z.strictObject({
  subject: text(200).min(1),
  /** Required when the scope is Global and the caller may open tickets for several companies. */
  company: z.uuid().optional(),
  service_id: z.uuid().nullable().optional(),
  impact: TicketLevelSchema,
  urgency: TicketLevelSchema,
  message: text(20_000).min(1),
})
export type CreateTicketBody = z.input<typeof CreateTicketBodySchema>

/** Staff triage; a customer may only close. `priority: null` goes back to the matrix's priority. */
export const UpdateTicketBodySchema = z
  .strictObject({
    status: TicketStatusSchema.optional(),
    priority: TicketPrioritySchema.nullable().optional(),
    assignee_id: z.uuid().nullable().optional(),
    impact: TicketLevelSchema.optional(),
    urgency: TicketLevelSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, texts.changeSomething)
export type UpdateTicketBody = z.infer<typeof UpdateTicketBodySchema>

export const AttachmentSchema = z.object({
  id: z.uuid(),
  message_id: z.uuid().nullable(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  previewable: z.boolean(),
  created_at: DateTimeSchema,
})
export type Attachment = z.infer<typeof AttachmentSchema>
export const AttachmentListResponseSchema = listOf(AttachmentSchema)
export const AttachmentUploadQuerySchema = z.strictObject({ message_id: z.uuid().optional() })
export const AttachmentParamsSchema = z.strictObject({ id: z.uuid(), attachmentId: z.uuid() })
export const AttachmentDownloadQuerySchema = z.strictObject({
  /** `inline` shows images in the page; anything else downloads. */
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
})

export const TicketMessageSchema = z.object({
  id: z.uuid(),
  ticket_id: z.uuid(),
  author_id: z.uuid().nullable(),
  author_name: z.string().nullable(),
  author_is_staff: z.boolean(),
  body: z.string(),
  internal: z.boolean(),
  created_at: DateTimeSchema,
  attachments: z.array(AttachmentSchema),
})
export type TicketMessage = z.infer<typeof TicketMessageSchema>
export const TicketMessageListResponseSchema = listOf(TicketMessageSchema)
export const TicketMessageResponseSchema = dataOf(TicketMessageSchema)

export const CreateTicketMessageBodySchema = z.strictObject({
  body: text(20_000).min(1),
  /** Staff only: a note for colleagues that the customer never sees. */
  internal: z.boolean().default(false),
})
export type CreateTicketMessageBody = z.input<typeof CreateTicketMessageBodySchema>

export const CannedReplySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  body: z.string(),
  created_at: DateTimeSchema,
})
export type CannedReply = z.infer<typeof CannedReplySchema>
export const CannedReplyInputSchema = z.strictObject({
  title: text(120).min(1),
  body: text(5000).min(1),
})
export type CannedReplyInput = z.infer<typeof CannedReplyInputSchema>
export const CannedReplyListResponseSchema = listOf(CannedReplySchema)
export const CannedReplyResponseSchema = dataOf(CannedReplySchema)

export const StaffUserSchema = z.object({
  id: z.uuid(),
  display_name: z.string(),
  email: z.string().nullable(),
})
export type StaffUser = z.infer<typeof StaffUserSchema>
export const StaffUserListResponseSchema = listOf(StaffUserSchema)

const minutes = z
  .number()
  .int()
  .min(1)
  .max(60 * 24 * 365)
const levelRow = z.strictObject({
  low: TicketPrioritySchema,
  medium: TicketPrioritySchema,
  high: TicketPrioritySchema,
})
const target = z.strictObject({ first_response: minutes, resolution: minutes })
const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, texts.timeOfDay)

/** The provider's impact x urgency matrix, SLA targets per priority (business minutes) and hours. */
export const SupportSettingsInputSchema = z.strictObject({
  priority_matrix: z.strictObject({ low: levelRow, medium: levelRow, high: levelRow }),
  sla_minutes: z.strictObject({ p1: target, p2: target, p3: target, p4: target }),
  business_hours: z
    .strictObject({
      time_zone: z
        .string()
        .max(64)
        .refine((zone) => {
          try {
            new Intl.DateTimeFormat('en', { timeZone: zone })
            return true
          } catch {
            return false
          }
        }, texts.timeZone),
      days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
      start: timeOfDay,
      end: timeOfDay,
      holidays: z.array(z.iso.date()).max(366).default([]),
    })
    .refine((h) => h.start < h.end, { message: texts.dayEnd, path: ['end'] }),
})
export type SupportSettingsInput = z.input<typeof SupportSettingsInputSchema>
export const SupportSettingsSchema = SupportSettingsInputSchema.extend({ version: z.number().int() })
export type SupportSettings = z.infer<typeof SupportSettingsSchema>
export const SupportSettingsResponseSchema = dataOf(SupportSettingsSchema)
