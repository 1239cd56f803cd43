/** A company-owned row as repositories find it: the row, with its company's name. */
export type Owned = { row: { id: string; company_id: string }; company_name: string }

/** What every company-owned record shows of itself and its owner (contracts' `companyFields`). */
export const ownerOf = (found: Owned) => ({
  id: found.row.id,
  company_id: found.row.company_id,
  company_name: found.company_name,
})
