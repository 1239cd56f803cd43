import { Button, type ButtonProps } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/**
 * The button that adds one item to a list editor (a row, a line, a record), with a plus: the
 * counterpart of RemoveButton. A small one (`size="xs"`) has a smaller plus.
 */
export function AddButton({
  onClick,
  testId,
  size,
  children,
  ...props
}: Omit<ButtonProps, 'variant' | 'leftSection'> & {
  onClick: () => void
  disabled?: boolean
  testId?: string
  children: ReactNode
}) {
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconPlus size={size === 'xs' ? 14 : 16} aria-hidden />}
      onClick={onClick}
      data-testid={testId}
      {...props}
    >
      {children}
    </Button>
  )
}
