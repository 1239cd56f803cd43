import { Box, Group, Paper, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import './i18n/register.ts'
import { useFeatureTranslation } from './featureTranslations.ts'

export type DataColumn<Row> = {
  key: string
  header: string
  /** Set when the server can sort on this column; the value is the server's sort key. */
  sortKey?: string
  render: (row: Row) => ReactNode
  nowrap?: boolean
}

export type SortState = { by: string; order: 'asc' | 'desc' }

export type DataTableProps<Row> = {
  columns: DataColumn<Row>[]
  rows: Row[] | undefined
  rowKey: (row: Row) => string
  sort?: SortState
  onSort?: (sort: SortState) => void
  loading?: boolean
  empty?: ReactNode
  testId?: string
  minWidth?: number
  /** On a phone, each row as a card of its columns' headers and values instead of a table that scrolls sideways. */
  stackOnPhone?: boolean
}

/** A table whose rows come from the server already sorted and paged; headers ask for another sort. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  loading,
  empty,
  testId,
  minWidth = 640,
  stackOnPhone = false,
}: DataTableProps<Row>) {
  const { t } = useFeatureTranslation()
  const phone = useMediaQuery('(max-width: 36em)')
  const header = (column: DataColumn<Row>) => {
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
      <Stack gap="sm" data-testid={testId} aria-busy={loading || undefined}>
        {(rows ?? []).map((row) => (
          <Paper key={rowKey(row)} component="dl" withBorder p="sm" m={0} data-row="">
            {columns.map((column) => (
              <Box key={column.key} mb={6}>
                <Text component="dt" size="xs" c="dimmed">
                  {column.header}
                </Text>
                <Box component="dd" m={0} fz="sm">
                  {column.render(row)}
                </Box>
              </Box>
            ))}
          </Paper>
        ))}
      </Stack>
    )
  return (
    // A table wider than the screen scrolls; its viewport takes focus so keyboard users can scroll it.
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0 } }}>
      <Table striped highlightOnHover data-testid={testId} aria-busy={loading || undefined}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
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
          {(rows ?? []).map((row) => (
            <Table.Tr key={rowKey(row)} data-row="">
              {columns.map((column) => (
                <Table.Td key={column.key} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
