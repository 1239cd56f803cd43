import { Button } from '@mantine/core'
import type { Icon } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/** A button in a document's action bar: its icon, its label, and the test id `action-<name>`. */
export function ActionButton({
  name,
  icon: ActionIcon,
  onClick,
  variant = 'default',
  color,
  children,
}: {
  name: string
  icon: Icon
  onClick: () => void
  variant?: string
  color?: string
  children: ReactNode
}) {
  return (
    <Button
      variant={color ? undefined : variant}
      color={color}
      leftSection={<ActionIcon size={16} aria-hidden />}
      onClick={onClick}
      data-testid={`action-${name}`}
    >
      {children}
    </Button>
  )
}
