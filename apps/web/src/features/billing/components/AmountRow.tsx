import { Group, Text } from '@mantine/core'

/** One line of a totals list: label left, amount right, an optional note (e.g. in EUR) below. */
export function AmountRow({
  label,
  value,
  note,
  strong,
  testId,
}: {
  label: string
  value: string
  note?: string
  strong?: boolean
  testId?: string
}) {
  return (
    <div>
      <Group justify="space-between" gap="xl" wrap="nowrap">
        <Text size="sm" fw={strong ? 700 : undefined}>
          {label}
        </Text>
        <Text size="sm" fw={strong ? 700 : undefined} data-testid={testId} style={{ whiteSpace: 'nowrap' }}>
          {value}
        </Text>
      </Group>
      {note ? (
        <Text size="xs" c="dimmed" ta="right">
          {note}
        </Text>
      ) : null}
    </div>
  )
}
