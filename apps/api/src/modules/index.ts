import { ContactInputSchema, ContactSchema, LocationInputSchema, LocationSchema } from '@portico/contracts'
import type { FastifyInstance } from 'fastify'
import type { Db } from '../db/client.ts'
import type { Platform } from '../platform.ts'
import { documentsRoutes } from './billing/documents.routes.ts'
import { financesRoutes } from './billing/finances.routes.ts'
import { reportsRoutes } from './billing/reports.routes.ts'
import { billingSettingsRoutes } from './billing/settings.routes.ts'
import { childRoutes } from './children/children.routes.ts'
import { contactsService } from './children/contacts.service.ts'
import { locationsService } from './children/locations.service.ts'
import { readonlyRoutes } from './children/readonly.routes.ts'
import { companyRoutes } from './company/company.routes.ts'
import { csvRoutes } from './customers/csv.routes.ts'
import { recordRoutes } from './customers/customers.routes.ts'
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
    billingFault: platform.billingFault,
    users: { db, mailer, publicUrl, issuer: platform.issuer, embeddedIdp: platform.embeddedIdp, brand },
  }
  await api.register(meRoutes)
  await api.register(companyRoutes)
  await api.register(dashboardRoutes)
  await api.register(searchRoutes)
  await api.register(feedbackRoutes)
  for (const kind of ['customer', 'reseller'] as const) {
    await api.register(csvRoutes(kind), { db, vies: deps.vies })
    await api.register(recordRoutes(kind), { db, vies: deps.vies })
    await api.register(readonlyRoutes(kind), { db })
    const contacts = { input: ContactInputSchema, output: ContactSchema, service: contactsService }
    await api.register(childRoutes({ kind, segment: 'contacts', name: 'Contact', ...contacts }), { db })
    const locations = { input: LocationInputSchema, output: LocationSchema, service: locationsService }
    await api.register(childRoutes({ kind, segment: 'locations', name: 'Location', ...locations }), { db })
  }
  await api.register(mailRoutes)
  const billing = { db, mailer: deps.mailer, publicUrl: deps.users.publicUrl, fault: deps.billingFault }
  await api.register(documentsRoutes, billing)
  await api.register(billingSettingsRoutes, billing)
  await api.register(financesRoutes, { db })
  await api.register(reportsRoutes, { db })
  await api.register(supportRoutes)
}
