import type { DomainCheckResponse } from '@portico/contracts'
import { api } from '../../shared/api/api.ts'
import { domainPaths } from '../domains/domainPaths.ts'
import { readSelection, withSelected, writeSelection } from '../domains/domainSelection.ts'

/**
 * After web hosting went into the cart (issue 26 item 13): a name that is still free goes on to the
 * domain wizard, chosen for registration, so its owner and name servers are set and it joins the same
 * cart; a name already held (here or elsewhere) goes to the cart. A failed check is no reason to stop.
 */
export async function registrationStep(company: string, domain: string): Promise<string | null> {
  const name = domain.trim().toLowerCase()
  const tld = name.slice(name.indexOf('.') + 1)
  try {
    const check = await api.get<DomainCheckResponse>('/api/v1/domains/check', {
      query: { name, company, tlds: tld },
    })
    const free = check.data.find((r) => r.domain === name && r.available && r.register_minor !== null)
    if (!free) return null
    writeSelection(
      withSelected(readSelection(), {
        company_id: company,
        domain: name,
        tld: free.tld,
        product_id: free.product_id,
        action: 'register',
        auth_code: null,
        price_minor: free.register_minor,
        currency: free.currency,
      }),
    )
    return domainPaths.setup()
  } catch {
    return null
  }
}
