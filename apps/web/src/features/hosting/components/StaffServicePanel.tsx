import { Anchor, Paper, Title } from '@mantine/core'
import { Link } from 'react-router'
import { recordPaths } from '../../customers/kind.ts'

/** For the provider's staff: the link to the item's service in its customer's record, where it is suspended, resumed or ended. */
export function StaffServicePanel({
  title,
  label,
  companyId,
  serviceId,
  testId,
}: {
  title: string
  label: string
  companyId: string
  serviceId: string
  testId?: string
}) {
  return (
    <Paper withBorder p="md">
      <Title order={2} fz="h4" mb="xs">
        {title}
      </Title>
      <Anchor
        component={Link}
        to={recordPaths('customers').service(companyId, serviceId)}
        data-testid={testId}
      >
        {label}
      </Anchor>
    </Paper>
  )
}
