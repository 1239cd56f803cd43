import { z } from 'zod'
import { companyFields, DateTimeSchema } from './common.ts'
import { connectivityTexts } from './connectivity.ts'

const texts = connectivityTexts.codes

/** SIM states as MVNO platforms name them (aql, 1oT, Wavely): CLOSED cannot be undone. */
export const SIM_STATES = ['TEST', 'ACTIVE', 'LIVE', 'OFFLINE', 'CLOSED'] as const
export const SimStateSchema = z.enum(SIM_STATES)
export type SimState = z.infer<typeof SimStateSchema>

/** What a customer may ask of a SIM; each completes later at the MVNO (two-step: request, then status). */
export const SIM_ACTIONS = ['suspend', 'unsuspend', 'swap', 'data_limit'] as const
export const SimActionKindSchema = z.enum(SIM_ACTIONS)
export type SimActionKind = z.infer<typeof SimActionKindSchema>

export const SIM_TASK_STATUSES = ['pending', 'done', 'failed'] as const

/** An ICCID: 19 or 20 digits starting 89 (ITU-T E.118). */
export const IccidSchema = z
  .string()
  .trim()
  .regex(/^89[0-9]{17,18}$/, texts.iccid)

/** A change of a SIM: swap names the new card, data_limit the limit (MB per month; null: the bundle's only). */
export const SimActionInputSchema = z
  .strictObject({
    action: SimActionKindSchema,
    new_iccid: IccidSchema.optional(),
    data_limit_mb: z
      .number(texts.dataLimit)
      .int(texts.dataLimit)
      .min(0, texts.dataLimit)
      .max(1_000_000, texts.dataLimit)
      .nullable()
      .optional(),
  })
  .superRefine((input, issues) => {
    if (input.action === 'swap' && !input.new_iccid)
      issues.addIssue({ code: 'custom', path: ['new_iccid'], message: texts.iccid })
    if (input.action === 'data_limit' && input.data_limit_mb === undefined)
      issues.addIssue({ code: 'custom', path: ['data_limit_mb'], message: texts.dataLimit })
  })
export type SimActionInput = z.infer<typeof SimActionInputSchema>

export const SimTaskSchema = z.object({
  id: z.uuid(),
  action: SimActionKindSchema,
  status: z.enum(SIM_TASK_STATUSES),
  error: z.string().nullable(),
  created_at: DateTimeSchema,
  completed_at: DateTimeSchema.nullable(),
})

export const SimUsageSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  data_mb: z.number(),
  voice_minutes: z.number().int(),
  sms: z.number().int(),
})

export const SimSchema = z.object({
  id: z.uuid(),
  ...companyFields,
  iccid: z.string(),
  /** E.164, e.g. +31612345678 */
  msisdn: z.string(),
  state: SimStateSchema,
  bundle: z.string(),
  bundle_data_mb: z.number().int(),
  data_limit_mb: z.number().int().nullable(),
  mvno_mode: z.string(),
  usage: z.array(SimUsageSchema),
  tasks: z.array(SimTaskSchema),
})
export type Sim = z.infer<typeof SimSchema>

export const SimParamsSchema = z.strictObject({ sim: z.uuid() })
