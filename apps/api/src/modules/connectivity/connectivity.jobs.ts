import type { JobData, JobDefinition } from '../../db/queue.ts'
import { untilDone } from '../../lib/jobs.ts'
import { CONNECTIVITY_FOLLOW, followLine } from './delivery.service.ts'
import { advanceSimTask, CONNECTIVITY_SIM_TASK } from './mobile.service.ts'
import { CONNECTIVITY_FOLLOW_PORT, followPort } from './voip.service.ts'

type FollowData = JobData & { lineId: string }
type SimTaskData = JobData & { taskId: string }
type PortData = JobData & { portId: string }

/**
 * Following each internet line's carrier order along its delivery timeline until it is active, and
 * each SIM change at the MVNO until it is done, and each number port until it is completed or blocked.
 */
export const connectivityJobs: JobDefinition[] = [
  {
    name: CONNECTIVITY_FOLLOW,
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    handler: untilDone<FollowData>(CONNECTIVITY_FOLLOW, async (ctx, { lineId }) =>
      (await followLine(ctx, lineId)) === 'running' ? ctx.platform.carrier.pollSeconds : null,
    ),
  },
  {
    name: CONNECTIVITY_SIM_TASK,
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    handler: untilDone<SimTaskData>(CONNECTIVITY_SIM_TASK, async (ctx, { taskId }) =>
      (await advanceSimTask(ctx, taskId)) === 'running' ? ctx.platform.mvno.pollSeconds : null,
    ),
  },
  {
    name: CONNECTIVITY_FOLLOW_PORT,
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    handler: untilDone<PortData>(CONNECTIVITY_FOLLOW_PORT, async (ctx, { portId }) =>
      (await followPort(ctx, portId)) === 'running' ? ctx.platform.porting.pollSeconds : null,
    ),
  },
]
