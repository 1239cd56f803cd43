import '../i18n/register.ts'
import { Alert, Grid, Group, Skeleton, Stack } from '@mantine/core'
import { useParams } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { AuthCodeCard } from '../components/AuthCodeCard.tsx'
import { DnsRecordsEditor } from '../components/DnsRecordsEditor.tsx'
import { DomainDetailsCard } from '../components/DomainDetailsCard.tsx'
import { DomainLifecycleLine } from '../components/DomainLifecycleLine.tsx'
import { DomainSettingsCard } from '../components/DomainSettingsCard.tsx'
import { DomainStatusBadge } from '../components/DomainStatusBadge.tsx'
import { RenewalCard } from '../components/RenewalCard.tsx'
import { useDomainIdQuery, useDomainQuery, useZoneQuery } from '../domainQueries.ts'

/**
 * /domains/view/:domain (the name, or the id): status and life cycle, the settings kept at the
 * registrar, the auth code, DNSSEC and the DNS records.
 */
export default function DomainPage() {
  const { t } = useFeatureTranslation()
  const param = decodeURIComponent(useParams().domain ?? '')
  const resolved = useDomainIdQuery(param)
  const id = resolved.data ?? null
  const domain = useDomainQuery(id)
  const zone = useZoneQuery(id)

  if (resolved.isError || domain.isError)
    return (
      <QueryError
        message={t('domains.view.loadError')}
        onRetry={() => void (resolved.isError ? resolved.refetch() : domain.refetch())}
      />
    )
  if (resolved.isSuccess && id === null)
    return (
      <>
        <PageHeader title={param} />
        <Alert color="yellow" data-testid="domain-not-found">
          {t('domains.view.notFound')}
        </Alert>
      </>
    )
  const data = domain.data
  if (!data) return <Skeleton height={320} role="status" aria-label={t('ui.table.loading')} />
  return (
    <>
      <PageHeader
        title={
          <Group gap="sm" component="span" wrap="wrap">
            <span style={{ overflowWrap: 'anywhere' }} data-testid="domain-name">
              {data.name}
            </span>
            <DomainStatusBadge status={data.status} />
          </Group>
        }
        subtitle={data.lifecycle ? <DomainLifecycleLine lifecycle={data.lifecycle} /> : undefined}
      />
      {data.error ? (
        <Alert color="red" mb="md" data-testid="domain-error">
          {t('domains.view.registrarError', { error: data.error })}
        </Alert>
      ) : null}
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <DomainSettingsCard domain={data} onReload={() => void domain.refetch()} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <DomainDetailsCard domain={data} />
              <RenewalCard domain={data} />
              <AuthCodeCard domain={data} />
            </Stack>
          </Grid.Col>
        </Grid>
        {zone.isError ? (
          <QueryError message={t('domains.dns.loadError')} onRetry={() => void zone.refetch()} />
        ) : zone.data ? (
          <DnsRecordsEditor domainId={data.id} zone={zone.data} onReload={() => void zone.refetch()} />
        ) : (
          <Skeleton height={200} />
        )}
      </Stack>
    </>
  )
}
