import { Button, Group } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The foot of a step of the domain order: the link back to the step before, and `children` to go on. */
export function WizardNav({
  back,
  backLabel,
  children,
}: {
  back: string
  backLabel: string
  children: ReactNode
}) {
  return (
    <Group justify="space-between">
      <Button
        component={Link}
        to={back}
        variant="default"
        leftSection={<IconArrowLeft size={16} aria-hidden />}
      >
        {backLabel}
      </Button>
      {children}
    </Group>
  )
}
