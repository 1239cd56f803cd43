import '../i18n/register.ts'
import { Group, Stack, Title } from '@mantine/core'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SandboxTag } from '../../../shared/ui/SandboxTag.tsx'
import { DeviceTable } from '../components/DeviceTable.tsx'
import { LinkList } from '../components/LinkList.tsx'
import { useNetworkQuery } from '../queries.ts'

/** /aas/network: the scope's managed devices and links, with their monitoring. */
export default function NetworkPage() {
  const { t } = useFeatureTranslation()
  const network = useNetworkQuery()
  return (
    <>
      <PageHeader title={t('routes.aasNetwork')} subtitle={t('aas.network.intro')} />
      {network.isError ? (
        <QueryError message={t('aas.network.loadError')} onRetry={() => void network.refetch()} />
      ) : (
        <Stack gap="lg">
          <Stack gap="xs">
            <Group gap="xs">
              <Title order={2} fz="h4">
                {t('aas.network.devices')}
              </Title>
              <SandboxTag mode={network.data?.devices[0]?.monitor_mode} />
            </Group>
            <DeviceTable devices={network.data?.devices} loading={network.isLoading} />
          </Stack>
          {network.data ? (
            <Stack gap="xs">
              <Title order={2} fz="h4">
                {t('aas.network.links')}
              </Title>
              <LinkList links={network.data.links} />
            </Stack>
          ) : null}
        </Stack>
      )}
    </>
  )
}
