import type { FastifyInstance } from 'fastify'
import type { JobDefinition } from '../db/queue.ts'
import { documentsRoutes } from './billing/documents.routes.ts'
import { financesRoutes } from './billing/finances.routes.ts'
import { reportsRoutes } from './billing/reports.routes.ts'
import { billingSettingsRoutes } from './billing/settings.routes.ts'
import { catalogRoutes } from './catalog/catalog.routes.ts'
import { offersRoutes } from './catalog/offers.routes.ts'
import { companyRoutes } from './company/company.routes.ts'
import { customersModule } from './customers/customers.module.ts'
import { dashboardRoutes } from './dashboard/dashboard.routes.ts'
import { feedbackRoutes } from './feedback/feedback.routes.ts'
import { jobsRoutes } from './jobs/jobs.routes.ts'
import { mailJobs } from './mail/mail.jobs.ts'
import { mailRoutes } from './mail/mail.routes.ts'
import { meRoutes } from './me/me.routes.ts'
import { searchRoutes } from './search/search.routes.ts'
import { supportRoutes } from './support/support.routes.ts'

/** Every feature module of /api/v1, one line each. */
export async function apiModules(api: FastifyInstance) {
  await api.register(meRoutes)
  await api.register(companyRoutes)
  await api.register(dashboardRoutes)
  await api.register(searchRoutes)
  await api.register(feedbackRoutes)
  await api.register(customersModule)
  await api.register(mailRoutes)
  await api.register(jobsRoutes)
  await api.register(documentsRoutes)
  await api.register(billingSettingsRoutes)
  await api.register(financesRoutes)
  await api.register(reportsRoutes)
  await api.register(supportRoutes)
  await api.register(catalogRoutes)
  await api.register(offersRoutes)
}

/** Every area's jobs (queues, schedules, handlers), one line each. */
export const jobDefinitions: JobDefinition[] = [...mailJobs]
