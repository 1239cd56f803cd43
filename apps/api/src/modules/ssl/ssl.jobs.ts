import { systemContext } from '../../auth/system.ts'
import type { JobData, JobDefinition } from '../../db/queue.ts'
import { forEachProvider } from '../billing/billing.jobs.ts'
import { SSL_FOLLOW } from './certificates.service.ts'
import { checkAfterSeconds, followCertificate } from './lifecycle.service.ts'
import { reissueDueCertificates } from './renewal.service.ts'

export const SSL_REISSUE_DUE = 'ssl.reissue-due'

type FollowData = JobData & { certificateId: string }

/** Following a reissue at the CA until it ends, and the daily reissue of certificates about to end. */
export const sslJobs: JobDefinition[] = [
  {
    name: SSL_FOLLOW,
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    handler: async (env, data, job) => {
      const { providerId, certificateId } = data as FollowData
      const ctx = await systemContext(env, providerId, `job:${job.id}`)
      if ((await followCertificate(ctx, certificateId)) === 'running')
        await env.queue.send(env.db, SSL_FOLLOW, data as FollowData, { startAfter: checkAfterSeconds(ctx) })
    },
  },
  {
    // Reissues go out at 04:00 in the provider's time zone, after the night's invoicing.
    name: SSL_REISSUE_DUE,
    options: { policy: 'singleton', retryLimit: 3, retryDelay: 300 },
    schedule: { cron: '0 4 * * *', data: { providerId: null } },
    handler: forEachProvider((ctx, id) => reissueDueCertificates(ctx, id)),
  },
]
