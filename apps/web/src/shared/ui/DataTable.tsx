import { Group, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import './i18n/register.ts'
import { CardSort } from './CardSort.tsx'
import { DataCards } from './DataCards.tsx'
import { useFeatureTranslation } from './featureTranslations.ts'

export type DataColumn<Row> = {
  key: string
  header: string
  /** Set when the server can sort on this column; the value is the server's sort key. */
  sortKey?: string
  render: (row: Row, index: number) => ReactNode
  nowrap?: boolean
  /** Amounts: right-aligned in the table. */
  align?: 'right'
  /** The column's width in the table, in pixels. */
  width?: number
  /** On a phone's card, the value takes the card's whole width (text that wraps, a form field). */
  wide?: boolean
  /** The row's buttons: a header only screen readers hear; on a phone, at the foot of the row's card. */
  actions?: boolean
}

export type SortState = { by: string; order: 'asc' | 'desc' }

export type DataTableProps<Row> = {
  columns: DataColumn<Row>[]
  rows: Row[] | undefined
  rowKey: (row: Row, index: number) => string
  /** A `data-testid` for each row (its `tr`, or its card on a phone). */
  rowTestId?: string
  sort?: SortState
  onSort?: (sort: SortState) => void
  loading?: boolean
  empty?: ReactNode
  testId?: string
  minWidth?: number
  /** On a phone, each row as a card of its columns' headers and values instead of a table that scrolls sideways. */
  stackOnPhone?: boolean
  /** Lines of a form or an order rather than a list: no stripes or hover, cells aligned to the top. */
  plain?: boolean
}

/** A table whose rows come from the server already sorted and paged; headers ask for another sort. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  rowTestId,
  sort,
  onSort,
  loading,
  empty,
  testId,
  minWidth = 640,
  stackOnPhone = false,
  plain = false,
}: DataTableProps<Row>) {
  const { t } = useFeatureTranslation()
  const phone = useMediaQuery('(max-width: 36em)')
  const header = (column: DataColumn<Row>) => {
    if (column.actions) return <VisuallyHidden>{column.header}</VisuallyHidden>
    if (!column.sortKey || !onSort) return column.header
    const active = sort?.by === column.sortKey
    const Icon = !active ? IconArrowsSort : sort.order === 'asc' ? IconArrowUp : IconArrowDown
    const sortKey = column.sortKey
    return (
      <UnstyledButton
        onClick={() => onSort({ by: sortKey, order: active && sort.order === 'asc' ? 'desc' : 'asc' })}
        aria-label={t('ui.table.sortBy', { column: column.header })}
        data-testid={`sort-${column.key}`}
        fw={700}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {column.header}
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    )
  }
  if (loading && !rows) return <Skeleton height={240} role="status" aria-label={t('ui.table.loading')} />
  if (rows && rows.length === 0)
    return (
      <Text c="dimmed" py="lg" data-testid={testId ? `${testId}-empty` : undefined}>
        {empty ?? t('ui.table.empty')}
      </Text>
    )
  if (stackOnPhone && phone)
    return (
      <>
        {onSort ? <CardSort columns={columns} sort={sort} onSort={onSort} /> : null}
        <DataCards
          columns={columns}
          rows={rows ?? []}
          rowKey={rowKey}
          rowTestId={rowTestId}
          testId={testId}
          busy={loading}
        />
      </>
    )
  return (
    // A table wider than the screen scrolls; its viewport takes focus so keyboard users can scroll it.
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table
        striped={!plain}
        highlightOnHover={!plain}
        verticalSpacing={plain ? 'sm' : undefined}
        data-testid={testId}
        aria-busy={loading || undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                ta={column.align}
                w={column.width}
                aria-sort={
                  column.sortKey && sort?.by === column.sortKey
                    ? sort.order === 'asc'
                      ? 'ascending'
                      : 'descending'
                    : undefined
                }
              >
                {header(column)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(rows ?? []).map((row, index) => (
            <Table.Tr
              key={rowKey(row, index)}
              data-row=""
              data-testid={rowTestId}
              style={plain ? { verticalAlign: 'top' } : undefined}
            >
              {columns.map((column) => (
                <Table.Td
                  key={column.key}
                  ta={column.align}
                  style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                >
                  {column.render(row, index)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
