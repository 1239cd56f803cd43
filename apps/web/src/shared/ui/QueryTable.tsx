import { DataTable, type DataTableProps } from './DataTable.tsx'
import { QueryError } from './QueryError.tsx'

export type QueryRows<Row> = { data?: Row[]; isPending: boolean; isError: boolean; refetch: () => unknown }

/** A DataTable over a query's rows: skeleton while it loads, the message and a retry when it fails. */
export function QueryTable<Row>({
  query,
  errorMessage,
  ...table
}: Omit<DataTableProps<Row>, 'rows' | 'loading'> & { query: QueryRows<Row>; errorMessage: string }) {
  if (query.isError) return <QueryError message={errorMessage} onRetry={() => void query.refetch()} />
  return <DataTable {...table} rows={query.data} loading={query.isPending} />
}
