import { systemContext } from '../../auth/system.ts'
import type { JobData, JobDefinition } from '../../db/queue.ts'
import { CONNECTIVITY_FOLLOW, followLine } from './delivery.service.ts'

type FollowData = JobData & { lineId: string }

/** Following each internet line's carrier order along its delivery timeline until it is active. */
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
]
