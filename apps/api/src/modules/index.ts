import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import type { Platform } from '../platform.ts'
import { activityRoutes } from './activity/activity.routes.ts'
import { documentsRoutes } from './billing/documents.routes.ts'
import { financesRoutes } from './billing/finances.routes.ts'
import { reportsRoutes } from './billing/reports.routes.ts'
import { billingSettingsRoutes } from './billing/settings.routes.ts'
import { companiesRoutes } from './companies/companies.routes.ts'
import { companyUsersRoutes } from './companyUsers/companyUsers.routes.ts'
import { customersModule } from './customers/customers.module.ts'
import { dashboardRoutes } from './dashboard/dashboard.routes.ts'
import { feedbackRoutes } from './feedback/feedback.routes.ts'
import { mailRoutes } from './mail/mail.routes.ts'
import { meRoutes } from './me/me.routes.ts'
import { searchRoutes } from './search/search.routes.ts'
import { supportRoutes } from './support/support.routes.ts'

/** Every feature module of /api/v1, one line each. */
export async function apiModules(api: FastifyInstance, { db, platform }: { db: Db; platform: Platform }) {
  const { mailer, vies, reporter, publicUrl, brand } = platform
  const deps = {
    vies,
    mailer,
    reporter,
    dataDir: platform.dataDir,
    billingFault: platform.billingFault,
    users: { db, mailer, publicUrl, issuer: platform.issuer, embeddedIdp: platform.embeddedIdp, brand },
  }
  await api.register(meRoutes, { db })
  await api.register(companiesRoutes, { db })
  await api.register(dashboardRoutes, { db })
  await api.register(activityRoutes, { db })
  await api.register(searchRoutes, { db })
  await api.register(feedbackRoutes, { db, reporter: deps.reporter })
  await api.register(customersModule)
  await api.register(companyUsersRoutes, deps.users)
  await api.register(mailRoutes, { db, mode: deps.mailer.mode })
  const billing = { db, mailer: deps.mailer, publicUrl: deps.users.publicUrl, fault: deps.billingFault }
  await api.register(documentsRoutes, billing)
  await api.register(billingSettingsRoutes, billing)
  await api.register(financesRoutes, { db })
  await api.register(reportsRoutes, { db })
  await api.register(supportRoutes, {
    db,
    mailer: deps.mailer,
    publicUrl: deps.users.publicUrl,
    brand: deps.users.brand,
    dataDir: deps.dataDir,
  })
}
