import { addDays, addMonths } from '@portico/domain'
import { SANDBOX_PACKAGES } from '../../modules/hosting/panel/sandbox.ts'
import type { Db } from '../client.ts'
import {
  hostingAccounts,
  hostingSandboxAccounts,
  hostingSandboxPackages,
  hostingUsageDays,
  services,
} from '../schema/index.ts'
import { yearlyPrices } from './catalog.ts'

const MB = 1024 ** 2
const DAY = 86_400_000

/** username, company, domain, package, disk at the start and per day (MB), traffic per day (MB), status. */
type DemoAccount = [string, string, string, string, number, number, number, 'active' | 'suspended']
const ACCOUNTS: DemoAccount[] = [
  // Acme's shop nears its disk limit (an 80% alert), its site is busy.
  ['acmeco1042', 'Acme B.V.', 'acme-corp.nl', 'HOSTING-S', 1200, 33, 620, 'active'],
  ['globex2417', 'Globex Ltd', 'globex.com', 'HOSTING-M', 2400, 25, 1400, 'active'],
  ['initec3371', 'Initech', 'initech.nl', 'HOSTING-S', 300, 6, 90, 'active'],
]
const HISTORY_DAYS = 90

/**
 * Web hosting for the demo: an account at the sandbox panel for Acme and Globex (Jane's) and for
 * Initech (bought through its reseller), each with its service and 90 days of measured use that
 * follows the sandbox panel's own reckoning, so the pages and the collector agree from the first day.
 * Billed yearly, the next period some nine months ahead (as a service ordered 90 days ago).
 */
export async function seedHosting(
  db: Db,
  providerId: string,
  companyId: (name: string) => string,
  today: string,
): Promise<void> {
  await db.insert(hostingSandboxPackages).values(SANDBOX_PACKAGES).onConflictDoNothing()
  const products = await yearlyPrices(
    db,
    providerId,
    SANDBOX_PACKAGES.map((p) => p.name),
  )
  const created = new Date(Date.parse(`${today}T00:00:00Z`) - (HISTORY_DAYS - 1) * DAY)
  for (const [username, company, domain, pkg, startMb, perDayMb, trafficMb, status] of ACCOUNTS) {
    const product = products.find((p) => p.code === pkg)
    if (!product) continue
    const reseller = company === 'Initech' ? companyId('Resell IT B.V.') : null
    const start = addDays(today, -(HISTORY_DAYS - 1))
    const [service] = await db
      .insert(services)
      .values({
        company_id: companyId(company),
        type: 'hosting.web',
        name: `${domain} (${pkg})`,
        status,
        product_id: product.id,
        seller_id: reseller ?? providerId,
        currency: 'EUR',
        period: 'P1Y',
        price_minor: product.price,
        cost_minor: reseller ? product.price : null,
        vat_rate_bp: 2100,
        start_date: start,
        next_due_date: addMonths(start, 12),
      })
      .returning({ id: services.id })
    const limits = SANDBOX_PACKAGES.find((p) => p.name === pkg)
    const disk = (startMb + perDayMb * (HISTORY_DAYS - 1)) * MB
    // What the collector told already: Acme's 80% disk alert.
    const share = limits?.disk_bytes ? disk / limits.disk_bytes : 0
    const [account] = await db
      .insert(hostingAccounts)
      .values({
        provider_id: providerId,
        company_id: companyId(company),
        service_id: service?.id,
        panel: 'sandbox',
        username,
        domain,
        package: pkg,
        status,
        disk_alert: share >= 1 ? 100 : share >= 0.8 ? 80 : 0,
      })
      .returning({ id: hostingAccounts.id })
    await db.insert(hostingSandboxAccounts).values({
      username,
      domain,
      email: `info@${domain}`,
      package: pkg,
      password_changed_at: created,
      disk_start_bytes: startMb * MB,
      disk_per_day_bytes: perDayMb * MB,
      traffic_per_day_bytes: trafficMb * MB,
      created_at: created,
    })
    if (!account || !limits) continue
    await db.insert(hostingUsageDays).values(
      Array.from({ length: HISTORY_DAYS }, (_, i) => {
        const day = addDays(start, i)
        // Traffic counts from the first of the month, as panels count it.
        const dayOfMonth = Number(day.slice(8, 10))
        const monthDays = Math.min(dayOfMonth, i + 1)
        return {
          account_id: account.id,
          day,
          disk_bytes: (startMb + perDayMb * i) * MB,
          traffic_bytes: trafficMb * monthDays * MB,
          disk_limit_bytes: limits.disk_bytes,
          traffic_limit_bytes: limits.traffic_bytes,
        }
      }),
    )
  }
}
