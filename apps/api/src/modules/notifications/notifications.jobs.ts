import { systemContext } from '../../auth/system.ts'
import type { JobData, JobDefinition } from '../../db/queue.ts'
import { fanOut, NOTIFY_STAFF, type StaffEvent } from './notifications.service.ts'

/** Telling staff of an event: the system acts for the provider the job names (retried as every job). */
export const notificationsJobs: JobDefinition[] = [
  {
    name: NOTIFY_STAFF,
    handler: async (env, data, job) => {
      const event = data as JobData & StaffEvent
      await fanOut(await systemContext(env, event.providerId, `job:${job.id}`), event)
    },
  },
]
