import { Skeleton } from '@mantine/core'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useRouteTitle } from '../../../shared/routing/usePageTitle.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { BillingError } from './BillingError.tsx'
import { SettingsNav } from './SettingsNav.tsx'

type Props<T> = {
  /** The page title; the route's title when left out. */
  title?: string
  query: UseQueryResult<T>
  /** Height of the placeholder while loading, near the loaded screen's height. */
  loadingHeight: number
  children: (data: T) => ReactNode
}

/** A billing settings screen: title, the settings tabs, and what `query` loads (or why it did not). */
export function SettingsScreen<T>({ title, query, loadingHeight, children }: Props<T>) {
  const routeTitle = useRouteTitle()
  return (
    <>
      <PageHeader title={title ?? routeTitle} />
      <SettingsNav />
      {query.isPending ? (
        <Skeleton height={loadingHeight} />
      ) : query.isError ? (
        <BillingError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </>
  )
}
