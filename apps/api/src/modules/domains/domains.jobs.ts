import type { JobData, JobDefinition } from '../../db/queue.ts'
import { untilDone } from '../../lib/jobs.ts'
import { forEachProvider } from '../billing/billing.jobs.ts'
import { pollRegistrar, syncDomains } from './lifecycle.service.ts'
import { advanceRenewal, DOMAINS_RENEWAL } from './renewals.service.ts'

export const DOMAINS_SYNC = 'domains.sync'
export const DOMAINS_POLL = 'domains.poll'

/**
 * The domains area's work that happens later: the daily sync with the registrar (expiry, life-cycle
 * state by date, expiry reminders), the registrar's notifications every quarter of an hour (its queue
 * stalls when nobody acknowledges), and renewals and restores that wait on a registrar process.
 */
export const domainsJobs: JobDefinition[] = [
  {
    // Before office hours, so that the day's reminders and states are there when people look.
    name: DOMAINS_SYNC,
    options: { policy: 'singleton', retryLimit: 3, retryDelay: 300, expireInSeconds: 3600 },
    schedule: { cron: '0 6 * * *', data: { providerId: null } },
    handler: forEachProvider((ctx, id) => syncDomains(ctx, id)),
  },
  {
    name: DOMAINS_POLL,
    options: { policy: 'singleton', retryLimit: 2, retryDelay: 60 },
    schedule: { cron: '*/15 * * * *', data: { providerId: null } },
    handler: forEachProvider((ctx, id) => pollRegistrar(ctx, id)),
  },
  {
    name: DOMAINS_RENEWAL,
    options: { retryLimit: 8, retryDelay: 60, retryBackoff: true },
    handler: untilDone<JobData & { renewalId: string }>(DOMAINS_RENEWAL, async (ctx, { renewalId }) => {
      const step = await advanceRenewal(ctx, renewalId)
      return step.state === 'running' ? step.checkAfterSeconds : null
    }),
  },
]
