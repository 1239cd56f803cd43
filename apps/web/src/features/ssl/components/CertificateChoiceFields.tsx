import { Paper, Select, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core'
import type { Domain, SslOffer, SslPeriod } from '@portico/contracts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useSslFormat } from '../format.ts'

type Props = {
  domains: Domain[]
  domainId: string | null
  onDomain: (id: string | null) => void
  offers: SslOffer[]
  offer: SslOffer | undefined
  productId: string | null
  onProduct: (id: string | null) => void
  periods: SslPeriod[]
  period: SslPeriod
  onPeriod: (period: SslPeriod) => void
  commonName: string
  onCommonName: (name: string) => void
  sans: string
  onSans: (sans: string) => void
  errors: Record<string, string>
}

/** The order's domain, product, period and names (the common name, then the extra names one per line). */
export function CertificateChoiceFields({
  domains,
  domainId,
  onDomain,
  offers,
  offer,
  productId,
  onProduct,
  periods,
  period,
  onPeriod,
  commonName,
  onCommonName,
  sans,
  onSans,
  errors,
}: Props) {
  const { t } = useFeatureTranslation()
  const format = useSslFormat()
  const fieldError = (key: string) => errors[key] || undefined
  return (
    <Paper withBorder p="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={t('ssl.order.domain')}
          data={domains.map((d) => ({ value: d.id, label: d.name }))}
          value={domainId}
          error={fieldError('domain_id')}
          allowDeselect={false}
          searchable
          onChange={onDomain}
          data-testid="certificate-domain"
        />
        <Select
          label={t('ssl.order.product')}
          data={offers.map((o) => ({
            value: o.id,
            label: format.language === 'nl' ? o.name_nl : o.name_en,
          }))}
          value={productId}
          error={fieldError('ssl_product_id')}
          allowDeselect={false}
          onChange={onProduct}
          data-testid="certificate-product"
        />
        <Select
          label={t('ssl.order.period')}
          data={periods.map((p) => {
            const price = offer?.prices.find((x) => x.period === p)
            return {
              value: p,
              label: `${t(`ssl.period.${p}`)}${price ? ` · ${format.money(price.price_minor, price.currency)}` : ''}`,
            }
          })}
          value={period}
          error={fieldError('period')}
          allowDeselect={false}
          onChange={(value) => value && onPeriod(value as SslPeriod)}
          data-testid="certificate-period"
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="md">
        <TextInput
          label={t('ssl.order.commonName')}
          value={commonName}
          error={fieldError('common_name')}
          onChange={(e) => onCommonName(e.currentTarget.value)}
          data-testid="certificate-common-name"
        />
        {offer && (offer.max_sans > 0 || offer.wildcard) ? (
          <Textarea
            label={t('ssl.order.sans')}
            description={t('ssl.order.sansHint', { max: offer.max_sans })}
            value={sans}
            error={
              fieldError('sans') ?? Object.entries(errors).find(([k, v]) => k.startsWith('sans.') && v)?.[1]
            }
            autosize
            minRows={2}
            onChange={(e) => onSans(e.currentTarget.value)}
            data-testid="certificate-sans"
          />
        ) : (
          <Text size="sm" c="dimmed" mt="lg">
            {t('ssl.order.noSans')}
          </Text>
        )}
      </SimpleGrid>
    </Paper>
  )
}
