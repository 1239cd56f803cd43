import { Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A region of the dashboard or the side overlay, named by its heading for screen readers. */
export function LabelledSection({
  id,
  title,
  level,
  testId,
  children,
}: {
  id: string
  title: string
  /** 2 on the dashboard, 3 in the overlay (under its own heading). */
  level: 2 | 3
  testId?: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} data-testid={testId}>
      <Title order={level} fz={level === 2 ? 'h4' : 'h5'} mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </section>
  )
}
