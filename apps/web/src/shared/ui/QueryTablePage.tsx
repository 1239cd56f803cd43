import type { ReactNode } from 'react'
import { PageHeader } from './PageHeader.tsx'
import { QueryTable, type QueryTableProps } from './QueryTable.tsx'

/** A page that is one list: the header (title, intro, actions) over a QueryTable of rows keyed by id. */
export function QueryTablePage<Row extends { id: string }>({
  title,
  subtitle,
  actions,
  ...table
}: Omit<QueryTableProps<Row>, 'rowKey'> & { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <QueryTable {...table} rowKey={(row) => row.id} />
    </>
  )
}
