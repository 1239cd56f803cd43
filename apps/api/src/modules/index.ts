import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { JobDefinition } from '../db/queue.ts'
import { aasRoutes } from './aas/aas.routes.ts'
import { accountRoutes } from './billing/account.routes.ts'
import { billingJobs } from './billing/billing.jobs.ts'
import { documentsRoutes } from './billing/documents.routes.ts'
import { financesRoutes } from './billing/finances.routes.ts'
import { reportsRoutes } from './billing/reports.routes.ts'
import { billingRunsRoutes } from './billing/runs.routes.ts'
import { billingSettingsRoutes } from './billing/settings.routes.ts'
import { catalogRoutes } from './catalog/catalog.routes.ts'
import { marketplaceRoutes } from './catalog/marketplace.routes.ts'
import { offersRoutes } from './catalog/offers.routes.ts'
import { companyRoutes } from './company/company.routes.ts'
import { connectivityJobs } from './connectivity/connectivity.jobs.ts'
import { connectivityRoutes } from './connectivity/connectivity.routes.ts'
import { customersModule } from './customers/customers.module.ts'
import { dashboardRoutes } from './dashboard/dashboard.routes.ts'
import { domainsJobs } from './domains/domains.jobs.ts'
import { domainsModule } from './domains/domains.module.ts'
import { feedbackRoutes } from './feedback/feedback.routes.ts'
import { hostingJobs } from './hosting/hosting.jobs.ts'
import { hostingRoutes } from './hosting/hosting.routes.ts'
import { hostingStorageRoutes } from './hosting/storage.routes.ts'
import { vpsJobs } from './hosting/vps.jobs.ts'
import { vpsRoutes } from './hosting/vps.routes.ts'
import { jobsRoutes } from './jobs/jobs.routes.ts'
import { mailJobs } from './mail/mail.jobs.ts'
import { mailRoutes } from './mail/mail.routes.ts'
import { meRoutes } from './me/me.routes.ts'
import { microsoftJobs } from './microsoft/microsoft.jobs.ts'
import { microsoftRoutes } from './microsoft/microsoft.routes.ts'
import { plannerJobs } from './microsoft/planner.jobs.ts'
import { plannerRoutes } from './microsoft/planner.routes.ts'
import { notificationsJobs } from './notifications/notifications.jobs.ts'
import { notificationsRoutes } from './notifications/notifications.routes.ts'
import { ordersJobs } from './orders/orders.jobs.ts'
import { ordersRoutes } from './orders/orders.routes.ts'
import { servicesRoutes } from './orders/services.routes.ts'
import { paymentAccountRoutes } from './payments/accounts/accounts.routes.ts'
import { directDebitRoutes } from './payments/directDebit/directDebit.routes.ts'
import { paymentsJobs } from './payments/payments.jobs.ts'
import { paymentsRoutes } from './payments/payments.routes.ts'
import { statementsRoutes } from './payments/statements/statements.routes.ts'
import { searchRoutes } from './search/search.routes.ts'
import { sslJobs } from './ssl/ssl.jobs.ts'
import { sslModule } from './ssl/ssl.routes.ts'
import { supportRoutes } from './support/support.routes.ts'

/** Every feature module of /api/v1, one line each, registered in this order. */
const modules: FastifyPluginAsync[] = [
  meRoutes,
  companyRoutes,
  dashboardRoutes,
  searchRoutes,
  feedbackRoutes,
  customersModule,
  mailRoutes,
  notificationsRoutes,
  jobsRoutes,
  documentsRoutes,
  accountRoutes,
  paymentsRoutes,
  statementsRoutes,
  directDebitRoutes,
  paymentAccountRoutes,
  billingSettingsRoutes,
  financesRoutes,
  reportsRoutes,
  billingRunsRoutes,
  supportRoutes,
  catalogRoutes,
  marketplaceRoutes,
  offersRoutes,
  ordersRoutes,
  servicesRoutes,
  domainsModule,
  sslModule,
  microsoftRoutes,
  plannerRoutes,
  hostingRoutes,
  vpsRoutes,
  hostingStorageRoutes,
  connectivityRoutes,
  aasRoutes,
]

export async function apiModules(api: FastifyInstance) {
  // A plugin without a display name is looked up by fastify among every loaded module, each time.
  for (const module of modules) await api.register(Object.assign(module, { [DISPLAY_NAME]: module.name }))
}

const DISPLAY_NAME = Symbol.for('fastify.display-name')

/** Every area's jobs (queues, schedules, handlers), one line each. */
export const jobDefinitions: JobDefinition[] = [
  ...mailJobs,
  ...notificationsJobs,
  ...billingJobs,
  ...ordersJobs,
  ...domainsJobs,
  ...sslJobs,
  ...microsoftJobs,
  ...plannerJobs,
  ...hostingJobs,
  ...vpsJobs,
  ...connectivityJobs,
  ...paymentsJobs,
]
