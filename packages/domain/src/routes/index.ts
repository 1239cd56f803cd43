import { aasRouteTable } from './aas.ts'
import { billingRouteTable } from './billing.ts'
import { catalogRouteTable } from './catalog.ts'
import { companyRouteTable } from './company.ts'
import { connectivityRouteTable } from './connectivity.ts'
import { customersRouteTable } from './customers.ts'
import { dashboardRouteTable } from './dashboard.ts'
import { domainsRouteTable } from './domains.ts'
import { feedbackRouteTable } from './feedback.ts'
import { hostingRouteTable } from './hosting.ts'
import { jobsRouteTable } from './jobs.ts'
import { mailRouteTable } from './mail.ts'
import { microsoftRouteTable } from './microsoft.ts'
import { ordersRouteTable } from './orders.ts'
import { platformRouteTable } from './platform.ts'
import { searchRouteTable } from './search.ts'
import { sslRouteTable } from './ssl.ts'
import { supportRouteTable } from './support.ts'

export type { AreaRouteTable } from './types.ts'

/**
 * Every named route of spec section 2, one line per area (routes/<area>.ts). The server builds the
 * menu from these names, the SPA builds its router from the same table, so the two cannot drift apart.
 */
const AREAS = [
  platformRouteTable,
  dashboardRouteTable,
  searchRouteTable,
  customersRouteTable,
  billingRouteTable,
  ordersRouteTable,
  aasRouteTable,
  domainsRouteTable,
  sslRouteTable,
  hostingRouteTable,
  microsoftRouteTable,
  connectivityRouteTable,
  supportRouteTable,
  companyRouteTable,
  feedbackRouteTable,
  mailRouteTable,
  jobsRouteTable,
  catalogRouteTable,
] as const

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never
type AllPaths = UnionToIntersection<(typeof AREAS)[number]['paths']>

export const ROUTE_PATHS: { readonly [Name in keyof AllPaths]: AllPaths[Name] } = Object.assign(
  {},
  ...AREAS.map((area) => area.paths),
)

export type RouteName = keyof typeof ROUTE_PATHS

/** Spec 9: default redirects. */
export const ROUTE_REDIRECTS: Record<string, string> = Object.assign({}, ...AREAS.map((a) => a.redirects))

/** Spec 2: sidebar sub-menus open on these path prefixes. */
export const SUB_ACTIVE_PREFIXES: readonly string[] = AREAS.flatMap((area) => area.menuPrefixes)
