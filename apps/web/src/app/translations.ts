import { aasStrings } from '../features/aas/i18n/shell.ts'
import { billingStrings } from '../features/billing/i18n/shell.ts'
import { catalogStrings } from '../features/catalog/i18n/shell.ts'
import { companyStrings } from '../features/company/i18n/shell.ts'
import { connectivityStrings } from '../features/connectivity/i18n/shell.ts'
import { customersStrings } from '../features/customers/i18n/shell.ts'
import { dashboardStrings } from '../features/dashboard/i18n/shell.ts'
import { domainsStrings } from '../features/domains/i18n/shell.ts'
import { feedbackStrings } from '../features/feedback/i18n/shell.ts'
import { hostingStrings } from '../features/hosting/i18n/shell.ts'
import { jobsStrings } from '../features/jobs/i18n/shell.ts'
import { mailStrings } from '../features/mail/i18n/shell.ts'
import { microsoftStrings } from '../features/microsoft/i18n/shell.ts'
import { notificationsStrings } from '../features/notifications/i18n/shell.ts'
import { ordersStrings } from '../features/orders/i18n/shell.ts'
import { paymentsStrings } from '../features/payments/i18n/shell.ts'
import { searchStrings } from '../features/search/i18n/shell.ts'
import { sslStrings } from '../features/ssl/i18n/shell.ts'
import { supportStrings } from '../features/support/i18n/shell.ts'
import type { AreaStrings } from '../shared/i18n/areaStrings.ts'

/**
 * Every area's start-up strings (features/<area>/i18n/shell.ts), one line each. The shell's own strings
 * stay in shared/i18n/locales.
 */
export const areaStrings: AreaStrings[] = [
  dashboardStrings,
  searchStrings,
  customersStrings,
  billingStrings,
  paymentsStrings,
  supportStrings,
  ordersStrings,
  aasStrings,
  domainsStrings,
  sslStrings,
  hostingStrings,
  microsoftStrings,
  connectivityStrings,
  companyStrings,
  catalogStrings,
  feedbackStrings,
  mailStrings,
  jobsStrings,
  notificationsStrings,
]
