import { z } from 'zod'
import { companyFields, DateTimeSchema } from './common.ts'
import { connectivityTexts } from './connectivity.ts'

const texts = connectivityTexts.codes

/** A Dutch phone number in E.164: +31 and nine digits. */
export const DutchE164Schema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+31[1-9][0-9]{8}$/, texts.e164))

/** The number porting flow as the Dutch porting platform reports it (CM.com's statuses). */
export const PORT_STATUSES = ['requested', 'in_progress', 'delayed', 'ready', 'blocked', 'completed'] as const
export const PortStatusSchema = z.enum(PORT_STATUSES)
export type PortStatus = z.infer<typeof PortStatusSchema>

export const VoipNumberSchema = z.object({ number: z.string(), status: z.enum(['assigned', 'porting']) })

export const SipTrunkSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  name: z.string(),
  /** Concurrent calls. */
  channels: z.number().int(),
  sip_username: z.string(),
  numbers: z.array(VoipNumberSchema),
})
export type SipTrunk = z.infer<typeof SipTrunkSchema>

export const PortRequestInputSchema = z.strictObject({
  trunk_id: z.uuid(),
  numbers: z.array(DutchE164Schema).min(1, texts.e164).max(20),
  current_provider: z.string().trim().min(1).max(100),
  wish_date: z.iso.date(texts.wishDate),
})
export type PortRequestInput = z.output<typeof PortRequestInputSchema>

export const PortRequestSchema = z.object({
  id: z.uuid(),
  company_id: z.uuid(),
  trunk_id: z.uuid(),
  trunk_name: z.string(),
  numbers: z.array(z.string()),
  current_provider: z.string(),
  wish_date: z.iso.date(),
  status: PortStatusSchema,
  /** delayed: the first day the donor allows; blocked: why (a new request is needed). */
  first_possible_date: z.iso.date().nullable(),
  reason: z.string().nullable(),
  porting_mode: z.string(),
  events: z.array(z.object({ status: PortStatusSchema, at: DateTimeSchema })),
  created_at: DateTimeSchema,
})
export type PortRequest = z.infer<typeof PortRequestSchema>
