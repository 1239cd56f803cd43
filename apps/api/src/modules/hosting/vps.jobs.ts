import type { JobData, JobDefinition } from '../../db/queue.ts'
import { untilDone } from '../../lib/jobs.ts'
import { forEachProvider } from '../billing/billing.jobs.ts'
import { completeSandboxVmTask, VPS_SANDBOX_TASK } from './compute/sandbox.ts'
import { followVpsTask, HOSTING_VPS_TASK } from './vps.service.ts'
import { collectVpsTraffic, HOSTING_VPS_COLLECT } from './vpsUsage.service.ts'

/**
 * The sandbox VPS platform completing its tasks (a task not yet due comes back), a power action
 * followed until its platform task ends, and the hourly traffic collector.
 */
export const vpsJobs: JobDefinition[] = [
  {
    name: VPS_SANDBOX_TASK,
    options: { retryLimit: 5, retryDelay: 5, retryBackoff: true },
    handler: untilDone<JobData & { upid: string }>(VPS_SANDBOX_TASK, async (ctx, { upid }) =>
      (await completeSandboxVmTask(ctx, upid)) ? null : 1,
    ),
  },
  {
    name: HOSTING_VPS_TASK,
    options: { retryLimit: 10, retryDelay: 10, retryBackoff: true },
    handler: untilDone<JobData & { taskId: string }>(HOSTING_VPS_TASK, (ctx, { taskId }) =>
      followVpsTask(ctx, taskId),
    ),
  },
  {
    // VPS counters reset when a machine restarts, so they are read every hour (five past).
    name: HOSTING_VPS_COLLECT,
    options: { policy: 'singleton', retryLimit: 3, retryDelay: 120 },
    schedule: { cron: '5 * * * *', data: { providerId: null } },
    handler: forEachProvider((ctx, id) => collectVpsTraffic(ctx, id)),
  },
]
