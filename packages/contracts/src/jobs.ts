import { z } from 'zod'
import { listOf } from './common.ts'

/** The states of a job on the queue (pg-boss). */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const
export const JobStateSchema = z.enum(JOB_STATES)
export type JobState = z.infer<typeof JobStateSchema>

/** One queue and how many of the caller's jobs are in each state. */
export const JobQueueSummarySchema = z.object({
  name: z.string(),
  counts: z.record(JobStateSchema, z.number().int()),
})
export type JobQueueSummary = z.infer<typeof JobQueueSummarySchema>
export const JobQueueListResponseSchema = listOf(JobQueueSummarySchema)

export const JobSchema = z.object({
  id: z.uuid(),
  queue: z.string(),
  state: JobStateSchema,
  retry_count: z.number().int(),
  retry_limit: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  /** The last failure's message, when the job failed or waits for a retry. */
  error: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  start_after: z.iso.datetime({ offset: true }),
  started_at: z.iso.datetime({ offset: true }).nullable(),
  completed_at: z.iso.datetime({ offset: true }).nullable(),
})
export type Job = z.infer<typeof JobSchema>
export const JobListResponseSchema = listOf(JobSchema)

export const JobListQuerySchema = z.strictObject({
  queue: z.string().trim().min(1).max(100).optional(),
  state: JobStateSchema.optional(),
  /** Keyset paging: jobs created before this instant. */
  before: z.iso.datetime({ offset: true }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})
export type JobListQuery = z.infer<typeof JobListQuerySchema>

export const JobParamsSchema = z.strictObject({ queue: z.string().min(1).max(100), id: z.uuid() })
