import type { JobDefinition } from '../../db/queue.ts'
import { forEachProvider } from '../billing/billing.jobs.ts'
import { renewDueSubscriptions } from './renewal.service.ts'

export const MICROSOFT_RENEWALS = 'microsoft.renewals'

/** Every hour: renewals start at 00:00 UTC, which is not midnight in the provider's time zone. */
export const microsoftJobs: JobDefinition[] = [
  {
    name: MICROSOFT_RENEWALS,
    options: { policy: 'singleton', retryLimit: 3, retryDelay: 300 },
    schedule: { cron: '5 * * * *', data: { providerId: null } },
    handler: forEachProvider((ctx, id) => renewDueSubscriptions(ctx, id)),
  },
]
