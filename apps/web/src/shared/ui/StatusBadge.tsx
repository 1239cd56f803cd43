import { Badge } from '@mantine/core'

/**
 * A state as a coloured dot and its name (an order's, a service's ...); `data-status` carries the raw
 * state for tests whatever the language. A state without a colour shows grey.
 */
export function StatusBadge<Status extends string>({
  status,
  colors,
  label,
  testId,
}: {
  status: Status
  colors: Partial<Record<Status, string>>
  label: string
  testId: string
}) {
  return (
    <Badge variant="dot" color={colors[status] ?? 'gray'} data-testid={testId} data-status={status}>
      {label}
    </Badge>
  )
}
