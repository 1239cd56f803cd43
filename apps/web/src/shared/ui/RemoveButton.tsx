import { ActionIcon, type ActionIconProps } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'

/**
 * The trash button that removes one item: a row of a list editor, a line of the cart. `label` says
 * what it removes (screen readers announce it); `testId` becomes its `data-testid`.
 */
export function RemoveButton({
  label,
  onClick,
  testId,
  ...props
}: Omit<ActionIconProps, 'children' | 'variant'> & {
  label: string
  onClick: () => void
  disabled?: boolean
  testId?: string
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="red.9"
      {...props}
      aria-label={label}
      onClick={onClick}
      data-testid={testId}
    >
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  )
}
