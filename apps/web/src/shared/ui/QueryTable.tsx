import { DataTable, type DataTableProps } from './DataTable.tsx'
import { QueryError } from './QueryError.tsx'

export type QueryRows<Row> = { data?: Row[]; isPending: boolean; isError: boolean; refetch: () => unknown }

export type QueryTableProps<Row> = Omit<DataTableProps<Row>, 'rows'> & {
  query: QueryRows<Row>
  errorMessage: string
}

/**
 * A DataTable over a query's rows: skeleton while it loads, the message and a retry when it fails.
 * `loading` defaults to the first load; a list that shows its refetches as busy passes its own.
 */
export function QueryTable<Row>({
  query,
  errorMessage,
  loading = query.isPending,
  ...table
}: QueryTableProps<Row>) {
  if (query.isError) return <QueryError message={errorMessage} onRetry={() => void query.refetch()} />
  return <DataTable {...table} rows={query.data} loading={loading} />
}
