import { systemContext } from '../../auth/system.ts'
import type { JobData, JobDefinition } from '../../db/queue.ts'
import { deliverMail, MAIL_DELIVER } from './mail.service.ts'

type DeliverData = JobData & { id: string }

/** Delivering a stored message by SMTP: retried with backoff for about a day before it fails. */
export const mailJobs: JobDefinition[] = [
  {
    name: MAIL_DELIVER,
    options: { retryLimit: 8, retryDelay: 60, retryBackoff: true, retryDelayMax: 4 * 3600 },
    handler: async (env, data, job) => {
      const { providerId, id } = data as DeliverData
      const ctx = await systemContext(env, providerId, `job:${job.id}`)
      await deliverMail(ctx, id, job.retryCount >= job.retryLimit)
    },
  },
]
