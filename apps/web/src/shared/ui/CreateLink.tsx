import { Button, type ButtonProps } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The button that opens the form for something new: a link (it opens in a new tab too), with a plus. */
export function CreateLink({
  to,
  testId,
  children,
  ...button
}: ButtonProps & { to: string; testId: string; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={to}
      leftSection={<IconPlus size={16} aria-hidden />}
      data-testid={testId}
      {...button}
    >
      {children}
    </Button>
  )
}
