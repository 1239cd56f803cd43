/** A tenant-owned row with the name of the company that owns it, as repositories find it for list pages. */
export type WithCompany<Row> = { row: Row; company_name: string }

/** What every company-owned record shows of itself and its owner (contracts' `companyFields`). */
export const ownerOf = (found: WithCompany<{ id: string; company_id: string }>) => ({
  id: found.row.id,
  company_id: found.row.company_id,
  company_name: found.company_name,
})
