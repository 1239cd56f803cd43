import { Skeleton, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { QueryError } from './QueryError.tsx'

type QueryItems<Item> = { data?: Item[]; isLoading: boolean; isError: boolean; refetch: () => unknown }

/**
 * A query's items as a stack of cards: the message and a retry when it fails, a skeleton of
 * `skeletonHeight` while it loads, the `empty` text when there are none.
 */
export function QueryCards<Item>({
  query,
  errorMessage,
  empty,
  skeletonHeight,
  gap,
  card,
}: {
  query: QueryItems<Item>
  errorMessage: string
  empty: string
  skeletonHeight: number
  gap: string
  card: (item: Item) => ReactNode
}) {
  if (query.isError) return <QueryError message={errorMessage} onRetry={() => void query.refetch()} />
  if (query.isLoading) return <Skeleton h={skeletonHeight} />
  if (!query.data?.length) return <Text c="dimmed">{empty}</Text>
  return <Stack gap={gap}>{query.data.map(card)}</Stack>
}
