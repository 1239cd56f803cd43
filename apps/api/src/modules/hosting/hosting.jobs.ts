import type { JobData, JobDefinition } from '../../db/queue.ts'
import { untilDone } from '../../lib/jobs.ts'
import { forEachProvider } from '../billing/billing.jobs.ts'
import { completeSandboxTask, HOSTING_SANDBOX_TASK, SANDBOX_TASK_SECONDS } from './panel/sandbox.ts'
import { collectUsage, HOSTING_COLLECT_USAGE } from './usage.service.ts'

type TaskData = JobData & { taskId: string }

/** The sandbox panel completing its queued tasks (a task not yet due comes back), and the daily usage collector. */
export const hostingJobs: JobDefinition[] = [
  {
    name: HOSTING_SANDBOX_TASK,
    options: { retryLimit: 5, retryDelay: 10, retryBackoff: true },
    handler: untilDone<TaskData>(HOSTING_SANDBOX_TASK, async (ctx, { taskId }) =>
      (await completeSandboxTask(ctx, taskId)) ? null : SANDBOX_TASK_SECONDS,
    ),
  },
  {
    // Web hosting usage is measured daily at 02:30 in the provider's time zone (panels count per day).
    name: HOSTING_COLLECT_USAGE,
    options: { policy: 'singleton', retryLimit: 3, retryDelay: 300 },
    schedule: { cron: '30 2 * * *', data: { providerId: null } },
    handler: forEachProvider((ctx, id) => collectUsage(ctx, id)),
  },
]
