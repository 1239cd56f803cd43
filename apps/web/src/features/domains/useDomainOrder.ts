import type { Offer } from '@portico/contracts'
import { useState } from 'react'
import { useCompanyPriceListQuery } from '../catalog/queries.ts'
import { useScopedCompanyId } from '../company/scope.ts'
import { readSelection, type SelectedDomain, useDomainSelection } from './domainSelection.ts'
import { type DomainSetup, readSetup, writeSetup } from './domainSetup.ts'

/**
 * What setup and confirm work on: the company (the one in scope, else the one the names were chosen
 * for), its chosen names, the TLD offers that price them, and the setup kept in sessionStorage.
 */
export function useDomainOrder() {
  const scoped = useScopedCompanyId()
  const company = scoped ?? readSelection()[0]?.company_id ?? null
  const selection = useDomainSelection(company)
  const offers = useCompanyPriceListQuery(company)
  const [setup, setSetupState] = useState<DomainSetup | null>(() => (company ? readSetup(company) : null))
  const current = setup && setup.company_id === company ? setup : company ? readSetup(company) : null
  const setSetup = (next: DomainSetup) => {
    writeSetup(next)
    setSetupState(next)
  }
  const offerOf = (item: SelectedDomain): Offer | undefined =>
    offers.data?.find((o) => o.product_id === item.product_id)
  return { company, selection, offers, setup: current, setSetup, offerOf }
}
