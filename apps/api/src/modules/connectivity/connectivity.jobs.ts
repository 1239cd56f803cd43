import { systemContext } from '../../auth/system.ts'
import type { JobData, JobDefinition } from '../../db/queue.ts'
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
    handler: async (env, data, job) => {
      const { providerId, lineId } = data as FollowData
      const ctx = await systemContext(env, providerId, `job:${job.id}`)
      if ((await followLine(ctx, lineId)) === 'running')
        await env.queue.send(env.db, CONNECTIVITY_FOLLOW, data as FollowData, {
          startAfter: ctx.platform.carrier.pollSeconds,
        })
    },
  },
  {
    name: CONNECTIVITY_SIM_TASK,
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    handler: async (env, data, job) => {
      const { providerId, taskId } = data as SimTaskData
      const ctx = await systemContext(env, providerId, `job:${job.id}`)
      if ((await advanceSimTask(ctx, taskId)) === 'running')
        await env.queue.send(env.db, CONNECTIVITY_SIM_TASK, data as SimTaskData, {
          startAfter: ctx.platform.mvno.pollSeconds,
        })
    },
  },
  {
    name: CONNECTIVITY_FOLLOW_PORT,
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    handler: async (env, data, job) => {
      const { providerId, portId } = data as PortData
      const ctx = await systemContext(env, providerId, `job:${job.id}`)
      if ((await followPort(ctx, portId)) === 'running')
        await env.queue.send(env.db, CONNECTIVITY_FOLLOW_PORT, data as PortData, {
          startAfter: ctx.platform.porting.pollSeconds,
        })
    },
  },
]
