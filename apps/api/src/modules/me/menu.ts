import type { MenuNode } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { type AreaMenu, type MenuSection, menuHeading } from '../../lib/menu.ts'
import { aasMenu } from '../aas/aas.menu.ts'
import { billingMenu } from '../billing/billing.menu.ts'
import { catalogMenu } from '../catalog/catalog.menu.ts'
import { companyMenu } from '../company/company.menu.ts'
import { connectivityMenu } from '../connectivity/connectivity.menu.ts'
import { customersMenu } from '../customers/customers.menu.ts'
import { dashboardMenu } from '../dashboard/dashboard.menu.ts'
import { domainsMenu } from '../domains/domains.menu.ts'
import { feedbackMenu } from '../feedback/feedback.menu.ts'
import { hostingMenu } from '../hosting/hosting.menu.ts'
import { jobsMenu } from '../jobs/jobs.menu.ts'
import { mailMenu } from '../mail/mail.menu.ts'
import { microsoftMenu } from '../microsoft/microsoft.menu.ts'
import { ordersMenu } from '../orders/orders.menu.ts'
import { supportMenu } from '../support/support.menu.ts'

/** Every area's menu entries (`<area>.menu.ts`), one line each. */
const areaMenus: AreaMenu[] = [
  dashboardMenu,
  customersMenu,
  billingMenu,
  aasMenu,
  domainsMenu,
  hostingMenu,
  microsoftMenu,
  connectivityMenu,
  ordersMenu,
  supportMenu,
  companyMenu,
  catalogMenu,
  feedbackMenu,
  mailMenu,
  jobsMenu,
]

/** The sections of spec section 1 in order: their heading and who sees them. */
function sections(ctx: RequestContext): { section: MenuSection; heading?: string; shown: boolean }[] {
  const resellerAdmin = !ctx.isStaff && ctx.memberships.some((m) => m.company_kind === 'reseller')
  return [
    { section: 'start', shown: true },
    { section: 'provider', heading: 'menu.provider', shown: ctx.isStaff },
    // A reseller's people manage the reseller's own customers (the API scopes the list to them).
    { section: 'reseller', shown: resellerAdmin },
    { section: 'services', heading: 'menu.myServices', shown: ctx.isStaff || ctx.memberships.length > 0 },
    { section: 'general', heading: 'menu.general', shown: true },
    { section: 'admin', heading: 'menu.admin', shown: ctx.isStaff },
  ]
}

/** The sidebar (spec section 1) from the areas' entries; route names from spec section 2. */
export async function buildMenu(ctx: RequestContext): Promise<MenuNode[]> {
  const entries = (await Promise.all(areaMenus.map((menu) => menu(ctx)))).flat()
  return sections(ctx)
    .filter((s) => s.shown)
    .flatMap(({ section, heading }) => {
      const nodes = entries
        .filter((e) => e.section === section)
        .sort((a, b) => a.position - b.position)
        .flatMap((e) => e.nodes)
      if (nodes.length === 0) return []
      return heading ? [menuHeading(heading), ...nodes] : nodes
    })
}
