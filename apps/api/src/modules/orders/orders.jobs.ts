import { systemContext } from '../../auth/system.ts'
import type { JobData, JobDefinition } from '../../db/queue.ts'
import { ORDERS_PROVISION, provisionItem, provisioningFailed } from './provisioning.service.ts'

type ProvisionData = JobData & { orderItemId: string }

/** Provisioning an order item through its adapter; a step still running comes back when the adapter says. */
export const ordersJobs: JobDefinition[] = [
  {
    name: ORDERS_PROVISION,
    options: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    handler: async (env, data, job) => {
      const { providerId, orderItemId } = data as ProvisionData
      const ctx = await systemContext(env, providerId, `job:${job.id}`)
      try {
        const next = await provisionItem(ctx, orderItemId)
        if (next)
          await env.queue.send(env.db, ORDERS_PROVISION, data as ProvisionData, { startAfter: next.again })
      } catch (error) {
        if (job.retryCount >= job.retryLimit)
          await provisioningFailed(ctx, orderItemId, (error as Error).message)
        throw error
      }
    },
  },
]
