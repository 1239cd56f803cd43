import type { JobDefinition } from '../../db/queue.ts'
import { forEachProvider } from '../billing/billing.jobs.ts'
import { runDuePlannedChanges } from './plannerRun.service.ts'

export const MICROSOFT_PLANNER = 'microsoft.planner'

/**
 * Every 15 minutes (and at once when a change is planned for today): the licence changes that are
 * due. Safe to run twice and on several instances: each change is claimed once (planned -> running).
 */
export const plannerJobs: JobDefinition[] = [
  {
    name: MICROSOFT_PLANNER,
    options: { retryLimit: 3, retryDelay: 60 },
    schedule: { cron: '*/15 * * * *', data: { providerId: null } },
    handler: forEachProvider((ctx, id) => runDuePlannedChanges(ctx, id)),
  },
]
