import { z } from 'zod'
import { companyFields } from './common.ts'

/**
 * A company's contracts (issue 15): one per recurring service, built from what the sale made — the
 * billing period and amount, the minimum term and the notice period (packages/domain contracts.ts).
 */
export const CompanyContractSchema = z.object({
  service_id: z.uuid(),
  name: z.string(),
  type: z.string(),
  status: z.string(),
  currency: z.string(),
  /** P1M, P3M, P1Y, P2Y, P3Y. */
  period: z.string(),
  /** What one period costs, excluding VAT, after a running promotion's discount. */
  amount_minor: z.number().int(),
  vat_rate_bp: z.number().int().nullable(),
  start_date: z.iso.date(),
  commitment_months: z.number().int(),
  notice_days: z.number().int(),
  /** The last day of the minimum term. */
  committed_until: z.iso.date(),
  /** Whether today is inside the minimum term. */
  committed: z.boolean(),
  /** The first day of the next term: the contract renews here unless cancelled in time. */
  renews_on: z.iso.date(),
  /** The last day a notice ends the contract at `renews_on`. */
  cancel_by: z.iso.date(),
  /** Where a notice given today ends it. */
  earliest_end: z.iso.date(),
  /** Set when it has been cancelled: the day it ends. */
  ends_on: z.iso.date().nullable(),
})
export type CompanyContract = z.infer<typeof CompanyContractSchema>

export const CompanyContractsSchema = z.object({
  ...companyFields,
  /** The day the dates were worked out on (the provider's time zone). */
  as_of: z.iso.date(),
  contracts: z.array(CompanyContractSchema),
  /** Per currency, what the running contracts cost a month on average, excluding VAT. */
  monthly_totals: z.array(z.object({ currency: z.string(), amount_minor: z.number().int() })),
})
export type CompanyContracts = z.infer<typeof CompanyContractsSchema>
