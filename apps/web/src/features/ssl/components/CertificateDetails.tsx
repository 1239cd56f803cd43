import { Paper, SimpleGrid, Title } from '@mantine/core'
import type { SslCertificate } from '@portico/contracts'
import { Fact } from '../../../shared/ui/Fact.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useSslFormat } from '../format.ts'

/** The certificate's product, names, authority, validity and serial. */
export function CertificateDetails({ certificate, names }: { certificate: SslCertificate; names: string[] }) {
  const { t } = useFeatureTranslation()
  const format = useSslFormat()
  return (
    <Paper withBorder p="md">
      <Title order={2} size="h4" mb="sm">
        {t('ssl.view.details')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Fact label={t('ssl.view.product')} value={format.name(certificate)} />
        <Fact label={t('ssl.view.names')} value={names.join(', ')} />
        <Fact label={t('ssl.view.authority')} value={certificate.authority} />
        <Fact label={t('ssl.view.validFrom')} value={format.day(certificate.not_before)} />
        <Fact
          label={t('ssl.view.validUntil')}
          value={format.day(certificate.not_after)}
          testId="certificate-not-after"
        />
        <Fact label={t('ssl.view.subscriptionEnd')} value={format.day(certificate.subscription_end)} />
        <Fact label={t('ssl.view.serial')} value={certificate.serial ?? '–'} />
        <Fact label={t('ssl.view.fingerprint')} value={certificate.fingerprint ?? '–'} />
      </SimpleGrid>
    </Paper>
  )
}
