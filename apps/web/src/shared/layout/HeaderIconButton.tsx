import { ActionIcon } from '@mantine/core'
import type { ReactNode } from 'react'

/** An icon button in the header bar: named for screen readers, in the header's text colour. */
export function HeaderIconButton({
  label,
  testId,
  onClick,
  pressed,
  expanded,
  children,
}: {
  label: string
  testId: string
  onClick: () => void
  /** For a toggle (on/off). */
  pressed?: boolean
  /** For a button that opens a panel. */
  expanded?: boolean
  children: ReactNode
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      data-testid={testId}
      onClick={onClick}
      c="var(--mantine-color-text)"
    >
      {children}
    </ActionIcon>
  )
}
