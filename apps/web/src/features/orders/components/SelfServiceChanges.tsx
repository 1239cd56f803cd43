import '../i18n/selfserviceRegister.ts'
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import type { Sim } from '@portico/contracts'
import { useState } from 'react'
import { Link } from 'react-router'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useNetworkQuery } from '../../aas/queries.ts'
import { SimChangeDialog } from '../../connectivity/components/SimChangeDialog.tsx'
import { useSimsQuery } from '../../connectivity/queries.ts'
import { hostingPaths } from '../../hosting/paths.ts'
import { useWebHostingListQuery } from '../../hosting/queries.ts'
import { useSubscriptionsQuery } from '../../microsoft/queries.ts'
import { ChangeCard, type ChangeItem } from './ChangeCard.tsx'
import { OrderTiles } from './OrderTiles.tsx'

const linkButton = (to: string, label: string, testId: string) => (
  <Button component={Link} to={to} size="compact-sm" variant="default" data-testid={testId}>
    {label}
  </Button>
)

/**
 * The self-service page's own part: what the customer's people can change without staff (each thing
 * they have, with its action) and the things ordered from their own page (a domain by its name, a line
 * at an address …); the shop follows it.
 */
export function SelfServiceChanges() {
  const { t } = useFeatureTranslation()
  const format = useFormat()
  const hosting = useWebHostingListQuery()
  const sims = useSimsQuery()
  const subscriptions = useSubscriptionsQuery()
  const network = useNetworkQuery()
  const [sim, setSim] = useState<Sim | null>(null)

  const hostingItems: ChangeItem[] = (hosting.data ?? [])
    .filter((a) => a.status === 'active')
    .map((a) => ({
      key: a.id,
      label: a.domain,
      detail: `${(format.language === 'nl' ? a.product_name_nl : a.product_name_en) ?? a.package} · ${a.company_name}`,
      action: linkButton(hostingPaths.view(a.id), t('selfservice.hosting.action'), 'change-package'),
    }))
  const simItems: ChangeItem[] = (sims.data ?? [])
    .filter((s) => s.state === 'LIVE' || s.state === 'ACTIVE')
    .map((s) => ({
      key: s.id,
      label: s.msisdn,
      detail: `${s.bundle} · ${
        s.data_limit_mb === null
          ? t('selfservice.mobile.noLimit')
          : t('selfservice.mobile.limit', { mb: s.data_limit_mb })
      }`,
      action: (
        <Button
          size="compact-sm"
          variant="default"
          disabled={s.tasks.some((task) => task.status === 'pending')}
          onClick={() => setSim(s)}
          data-testid="change-data-limit"
        >
          {t('selfservice.mobile.action')}
        </Button>
      ),
    }))
  const seatItems: ChangeItem[] = (subscriptions.data ?? [])
    .filter((s) => s.status === 'active')
    .map((s) => ({
      key: s.id,
      label: `${s.product} · ${s.tenant_domain}`,
      detail: t('selfservice.microsoft.seats', { quantity: s.quantity, assigned: s.assigned }),
      action: linkButton(
        `/microsoft/subscriptions/${encodeURIComponent(s.id)}`,
        t('selfservice.microsoft.action'),
        'add-seats',
      ),
    }))
  const sites = [...new Set((network.data?.devices ?? []).map((d) => d.site))]
  const networkItems: ChangeItem[] = sites.map((site) => ({
    key: site,
    label: site,
    detail: t('selfservice.network.devices', {
      count: network.data?.devices.filter((d) => d.site === site).length ?? 0,
    }),
    action: linkButton('/aas/network', t('selfservice.network.action'), 'open-network'),
  }))

  return (
    <Stack gap="lg" mb="md">
      <Text c="dimmed">{t('selfservice.intro')}</Text>
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t('selfservice.change')}
          </Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <ChangeCard kind="hosting" items={hostingItems} query={hosting} />
            <ChangeCard kind="mobile" items={simItems} query={sims} />
            <ChangeCard kind="microsoft" items={seatItems} query={subscriptions} />
            <ChangeCard kind="network" items={networkItems} query={network} />
          </SimpleGrid>
        </Stack>
        <Stack gap="xs">
          <Title order={2} fz="h4">
            {t('selfservice.order')}
          </Title>
          <OrderTiles />
        </Stack>
      </Stack>
      {sim ? <SimChangeDialog sim={sim} kind="data_limit" onClose={() => setSim(null)} /> : null}
    </Stack>
  )
}
