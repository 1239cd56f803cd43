import type { Company } from '@portico/contracts'
import type { RequestContext } from '../../auth/context.ts'
import { NotFound } from '../../lib/errors.ts'
import { findVisibleCompany, toCompany } from './company.repository.ts'
import { companyTexts } from './company.texts.ts'

/** One visible company; anything else is not found. */
export async function getCompany(ctx: RequestContext, id: string): Promise<Company> {
  const row = await findVisibleCompany(ctx, id)
  if (!row) throw new NotFound(companyTexts.companyNotFound)
  return toCompany(row)
}
