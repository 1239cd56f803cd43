import { Select } from '@mantine/core'
import type { DataColumn, SortState } from './DataTable.tsx'
import { useFeatureTranslation } from './featureTranslations.ts'

/** Above a DataTable's cards on a phone, which have no headers to press: the sort as one choice. */
export function CardSort<Row>({
  columns,
  sort,
  onSort,
}: {
  columns: DataColumn<Row>[]
  sort?: SortState
  onSort: (sort: SortState) => void
}) {
  const { t } = useFeatureTranslation()
  const data = columns.flatMap((column) =>
    column.sortKey
      ? (['asc', 'desc'] as const).map((order) => ({
          value: `${column.sortKey}:${order}`,
          label: t(order === 'asc' ? 'ui.table.ascending' : 'ui.table.descending', { column: column.header }),
        }))
      : [],
  )
  if (data.length === 0) return null
  return (
    <Select
      label={t('ui.table.sortCards')}
      data={data}
      value={sort ? `${sort.by}:${sort.order}` : null}
      onChange={(value) => {
        const [by = '', order] = (value ?? '').split(':')
        if (by) onSort({ by, order: order === 'desc' ? 'desc' : 'asc' })
      }}
      allowDeselect={false}
      mb="sm"
      data-testid="card-sort"
    />
  )
}
