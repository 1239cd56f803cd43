import { Box, Group, Paper, Stack, Text } from '@mantine/core'
import type { DataColumn } from './DataTable.tsx'

/**
 * The rows of a DataTable on a phone: each row a card of its columns' headers and values (two to a
 * line where they fit, a wide column across the card), its buttons at the card's foot.
 */
export function DataCards<Row>({
  columns,
  rows,
  rowKey,
  rowTestId,
  testId,
  busy,
}: {
  columns: DataColumn<Row>[]
  rows: Row[]
  rowKey: (row: Row, index: number) => string
  rowTestId?: string
  testId?: string
  busy?: boolean
}) {
  const fields = columns.filter((column) => !column.actions)
  const actions = columns.filter((column) => column.actions)
  return (
    <Stack gap="sm" data-testid={testId} aria-busy={busy || undefined}>
      {rows.map((row, index) => (
        <Paper key={rowKey(row, index)} withBorder p="sm" data-row="" data-testid={rowTestId}>
          <Box
            component="dl"
            m={0}
            style={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
              gap: 'var(--mantine-spacing-xs) var(--mantine-spacing-md)',
            }}
          >
            {fields.map((column) => (
              <Box key={column.key} miw={0} style={column.wide ? { gridColumn: '1 / -1' } : undefined}>
                <Text component="dt" size="xs" c="dimmed">
                  {column.header}
                </Text>
                {/* A long name (acmebv.onmicrosoft.com) breaks rather than run past the card's edge. */}
                <Box component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                  {column.render(row, index)}
                </Box>
              </Box>
            ))}
          </Box>
          {actions.length ? (
            <Group justify="flex-end" gap="xs" mt="xs">
              {actions.map((column) => (
                <Box key={column.key}>{column.render(row, index)}</Box>
              ))}
            </Group>
          ) : null}
        </Paper>
      ))}
    </Stack>
  )
}
