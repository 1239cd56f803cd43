import type { MicrosoftOffer, MicrosoftOrderInput, MicrosoftOrderResult } from '@portico/contracts'
import { useCompanyQuery } from '../../shared/api/useScopedQuery.ts'
import { useOrderIntoCart } from '../orders/queries.ts'
import { microsoftKeys } from './queries.ts'

/** The SKUs the company may order, with their terms at its prices. */
export const useMicrosoftOffersQuery = (company: string | null) =>
  useCompanyQuery<MicrosoftOffer[]>(
    [...microsoftKeys.all, 'offers', company ?? ''],
    '/api/v1/microsoft/offers',
    company,
  )

/** Seats for a tenant into the company's cart. */
export const useOrderMicrosoft = (company: string) =>
  useOrderIntoCart<MicrosoftOrderInput, MicrosoftOrderResult>('/api/v1/microsoft/orders', company)
