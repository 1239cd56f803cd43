import { DataTable, type DataTableProps } from './DataTable.tsx'
import { KeysetPager } from './KeysetPager.tsx'
import { QueryError } from './QueryError.tsx'
import type { KeysetPaging } from './useKeysetPaging.ts'

export type QueryPage<Row> = {
  data?: { data: Row[]; next_cursor?: string | null }
  isError: boolean
  refetch: () => unknown
}

/**
 * One keyset page of a list query in a DataTable with the pager under it; the message and a retry when
 * it fails. `loading` stays the caller's: some lists show a refetch as busy, others only the first load.
 */
export function KeysetQueryTable<Row>({
  query,
  paging,
  errorMessage,
  ...table
}: Omit<DataTableProps<Row>, 'rows'> & {
  query: QueryPage<Row>
  paging: KeysetPaging
  errorMessage: string
}) {
  if (query.isError) return <QueryError message={errorMessage} onRetry={() => void query.refetch()} />
  return (
    <>
      <DataTable {...table} rows={query.data?.data} />
      <KeysetPager paging={paging} nextCursor={query.data?.next_cursor} />
    </>
  )
}
