import '../i18n/register.ts'
import { Button, Grid, Paper, Stack, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconMessages, IconPlus } from '@tabler/icons-react'
import { Link, useLocation, useParams } from 'react-router'
import { useRouteTitle } from '../../../shared/routing/usePageTitle.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { TicketList } from '../components/TicketList.tsx'
import { TicketView } from '../components/TicketView.tsx'

function NoneSelected() {
  const { t } = useFeatureTranslation()
  return (
    <Paper withBorder p="xl" radius="md" data-testid="no-ticket-selected">
      <Stack align="center" gap="xs" py="xl">
        <IconMessages size={40} stroke={1.4} aria-hidden />
        <Title order={2} fz="h4">
          {t('support.view.noneSelected')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('support.view.noneSelectedText')}
        </Text>
      </Stack>
    </Paper>
  )
}

/**
 * /support/open and /support/closed (the list, nothing selected) and /support/ticket/:ticket. On wide
 * screens (spec 9: desktop above 991 px) the ticket opens beside the list; on narrow ones it is alone.
 */
export default function TicketsPage() {
  const { t } = useFeatureTranslation()
  const { ticket } = useParams()
  const { pathname } = useLocation()
  const routeTitle = useRouteTitle()
  const wide = useMediaQuery('(min-width: 992px)', true)
  const view = pathname.startsWith('/support/closed') ? 'closed' : 'open'
  const title = routeTitle
  const actions = (
    <Button
      component={Link}
      to="/support/new"
      leftSection={<IconPlus size={16} aria-hidden />}
      data-testid="new-ticket"
    >
      {t('support.list.newTicket')}
    </Button>
  )
  if (ticket && !wide) {
    return (
      <>
        <PageHeader title={title} />
        <TicketView key={ticket} id={ticket} besideList={false} />
      </>
    )
  }
  return (
    <>
      <PageHeader title={title} actions={actions} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5, xl: 4 }}>
          <TicketList view={view} selectedId={ticket} />
        </Grid.Col>
        {wide ? (
          <Grid.Col span={{ base: 12, md: 7, xl: 8 }}>
            {ticket ? <TicketView key={ticket} id={ticket} besideList /> : <NoneSelected />}
          </Grid.Col>
        ) : null}
      </Grid>
    </>
  )
}
