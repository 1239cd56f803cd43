import { Button } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import type { ReactNode } from 'react'

/** Loads a page's data again (a page header action); busy while it does. */
export function RefreshButton({
  fetching,
  onRefresh,
  children,
}: {
  fetching: boolean
  onRefresh: () => void
  children: ReactNode
}) {
  return (
    <Button
      variant="default"
      leftSection={<IconRefresh size={16} aria-hidden />}
      loading={fetching}
      onClick={onRefresh}
    >
      {children}
    </Button>
  )
}
