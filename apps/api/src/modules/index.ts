import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import type { Platform } from '../platform.ts'
import { documentsRoutes } from './billing/documents.routes.ts'
import { financesRoutes } from './billing/finances.routes.ts'
import { reportsRoutes } from './billing/reports.routes.ts'
import { billingSettingsRoutes } from './billing/settings.routes.ts'
import { companyRoutes } from './company/company.routes.ts'
import { customersModule } from './customers/customers.module.ts'
import { dashboardRoutes } from './dashboard/dashboard.routes.ts'
import { feedbackRoutes } from './feedback/feedback.routes.ts'
import { mailRoutes } from './mail/mail.routes.ts'
import { meRoutes } from './me/me.routes.ts'
import { searchRoutes } from './search/search.routes.ts'
import { supportRoutes } from './support/support.routes.ts'

/** Every feature module of /api/v1, one line each. */
export async function apiModules(api: FastifyInstance, { db, platform }: { db: Db; platform: Platform }) {
  const { mailer, publicUrl, brand } = platform
  const deps = {
    mailer,
    billingFault: platform.billingFault,
    users: { db, mailer, publicUrl, issuer: platform.issuer, embeddedIdp: platform.embeddedIdp, brand },
  }
  await api.register(meRoutes)
  await api.register(companyRoutes)
  await api.register(dashboardRoutes)
  await api.register(searchRoutes)
  await api.register(feedbackRoutes)
  await api.register(customersModule)
  await api.register(mailRoutes)
  const billing = { db, mailer: deps.mailer, publicUrl: deps.users.publicUrl, fault: deps.billingFault }
  await api.register(documentsRoutes, billing)
  await api.register(billingSettingsRoutes, billing)
  await api.register(financesRoutes, { db })
  await api.register(reportsRoutes, { db })
  await api.register(supportRoutes)
}
