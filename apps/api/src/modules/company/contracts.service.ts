import type { CompanyContract, CompanyContracts, Service } from '@portico/contracts'
import { addDays, contractTerms, PERIOD_MONTHS, type RecurringPeriod } from '@portico/domain'
import type { RequestContext } from '../../auth/context.ts'
import { NotFound } from '../../lib/errors.ts'
import { renderPdf } from '../../system/pdfRenderer.ts'
import { todayOf } from '../billing/documents.mapper.ts'
import { listServices } from '../customers/services.repository.ts'
import { brandForCompany } from './brandSeen.service.ts'
import { companyTexts } from './company.texts.ts'
import { companyWithSeller } from './contracts.repository.ts'

const ENDED = ['cancelled', 'terminated']
const recurring = (period: string | null): period is RecurringPeriod =>
  period !== null && period in PERIOD_MONTHS

/** A running recurring service as a contract on `today`; anything else is no contract. */
function contractOf(service: Service, today: string): CompanyContract[] {
  const { period, start_date: start, price_minor: price } = service
  if (!recurring(period) || !start || price === null || ENDED.includes(service.status)) return []
  if (service.cancel_at && service.cancel_at <= today) return []
  const terms = contractTerms(
    { start, period, commitmentMonths: service.commitment_months, noticeDays: service.notice_days },
    today,
  )
  return [
    {
      service_id: service.id,
      name: service.name,
      type: service.type,
      status: service.status,
      currency: service.currency,
      period,
      amount_minor: price - service.discount_minor,
      vat_rate_bp: service.vat_rate_bp,
      start_date: start,
      commitment_months: service.commitment_months,
      notice_days: service.notice_days,
      committed_until: addDays(terms.commitmentEnd, -1),
      committed: terms.committed,
      renews_on: terms.termEnd,
      cancel_by: terms.lastCancelDay,
      earliest_end: terms.earliestEnd,
      ends_on: service.cancel_at,
    },
  ]
}

/** Per currency, the running contracts' average cost a month (yearly ones count a twelfth). */
function monthlyTotals(contracts: CompanyContract[]) {
  const totals = new Map<string, number>()
  for (const c of contracts) {
    const monthly = c.amount_minor / PERIOD_MONTHS[c.period as RecurringPeriod]
    totals.set(c.currency, (totals.get(c.currency) ?? 0) + monthly)
  }
  return [...totals].map(([currency, amount]) => ({ currency, amount_minor: Math.round(amount) }))
}

/** A visible company's contracts as they stand today (issue 15: /company/contracts). */
export async function getCompanyContracts(ctx: RequestContext, companyId: string): Promise<CompanyContracts> {
  const company = await companyWithSeller(ctx, companyId)
  if (!company) throw new NotFound(companyTexts.companyNotFound)
  const today = todayOf(ctx)
  const contracts = (await listServices(ctx, companyId)).flatMap((s) => contractOf(s, today))
  return {
    company_id: companyId,
    company_name: company.name,
    as_of: today,
    contracts,
    monthly_totals: monthlyTotals(contracts),
  }
}

/** The contract summary as PDF, in the company's language, headed by the company that sells to it. */
export async function getCompanyContractsPdf(ctx: RequestContext, companyId: string) {
  const summary = await getCompanyContracts(ctx, companyId)
  const company = await companyWithSeller(ctx, companyId)
  const language = company?.language ?? 'en'
  // Headed by the brand the company's people see (their reseller's, never the provider's then).
  const brand = await brandForCompany(ctx, companyId)
  const logo = brand.logo_key ? await ctx.platform.files.get(brand.logo_key) : null
  const look = {
    accent: brand.primary_color,
    logo: logo?.toString('base64') ?? null,
    footer: brand.invoice_footer,
  }
  // The brand, and the seller's legal name beside it: the contract is made with that company.
  const seller = [...new Set([brand.brand_name, company?.seller_name ?? ''])].filter(Boolean).join(' · ')
  const pdf = await renderPdf('contracts', { summary, seller, look, language })
  return { pdf, filename: `contracts-${summary.as_of}.pdf` }
}
