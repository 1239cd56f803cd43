import type { JobData, JobDefinition } from '../../db/queue.ts'
import { untilDone } from '../../lib/jobs.ts'
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
    handler: untilDone<FollowData>(SSL_FOLLOW, async (ctx, { certificateId }) =>
      (await followCertificate(ctx, certificateId)) === 'running' ? checkAfterSeconds(ctx) : null,
    ),
  },
  {
    // Reissues go out at 04:00 in the provider's time zone, after the night's invoicing.
    name: SSL_REISSUE_DUE,
    options: { policy: 'singleton', retryLimit: 3, retryDelay: 300 },
    schedule: { cron: '0 4 * * *', data: { providerId: null } },
    handler: forEachProvider((ctx, id) => reissueDueCertificates(ctx, id)),
  },
]
