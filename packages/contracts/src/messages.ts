import { aasTexts } from './aas.ts'
import { billingTexts } from './billing.ts'
import { catalogTexts } from './catalog.ts'
import { brandingTexts } from './companyBranding.ts'
import { connectivityTexts } from './connectivity.ts'
import { customersTexts } from './customers.ts'
import { domainsTexts } from './domainsTexts.ts'
import { hostingTexts } from './hosting.ts'
import { meTexts } from './meSecurity.ts'
import { microsoftTexts } from './microsoft.ts'
import { microsoftPlannerTexts } from './microsoftPlanner.ts'
import { sslTexts } from './ssl.ts'
import { supportTexts } from './support.ts'
import type { Translations } from './texts.ts'

/** Every area's validation messages by code, one line per area. */
export const VALIDATION_TEXTS: Readonly<Record<string, Translations>> = {
  ...aasTexts.catalogue,
  ...billingTexts.catalogue,
  ...brandingTexts.catalogue,
  ...catalogTexts.catalogue,
  ...connectivityTexts.catalogue,
  ...customersTexts.catalogue,
  ...domainsTexts.catalogue,
  ...meTexts.catalogue,
  ...microsoftTexts.catalogue,
  ...microsoftPlannerTexts.catalogue,
  ...hostingTexts.catalogue,
  ...sslTexts.catalogue,
  ...supportTexts.catalogue,
}
