import { Radio, SegmentedControl, Stack, Text } from '@mantine/core'
import type { MicrosoftOffer, MicrosoftOfferTerm } from '@portico/contracts'
import type { NceBilling } from '@portico/domain'
import type { ReactNode } from 'react'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { useMicrosoftFormat } from '../format.ts'

type Choice = { sku: string; term: string; billing: string }

/** The cheapest monthly price per user of a SKU (a year's price over twelve). */
function fromPrice(offer: MicrosoftOffer): { minor: number; currency: string } | null {
  const monthly = offer.terms.flatMap((t) =>
    t.prices.map((p) => ({
      minor: p.billing === 'annual' ? p.price_minor / 12 : p.price_minor,
      currency: p.currency,
    })),
  )
  return monthly.sort((a, b) => a.minor - b.minor)[0] ?? null
}

/** A labelled row of segments (Mantine's SegmentedControl has no label of its own), with a hint below. */
function Segments({
  id,
  label,
  value,
  onChange,
  data,
  testId,
  children,
}: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  data: { value: string; label: string }[]
  testId: string
  children: ReactNode
}) {
  return (
    <Stack gap={4}>
      <Text component="span" size="sm" fw={500} id={`${id}-label`}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={`${id}-label`}
        value={value}
        onChange={onChange}
        data={data}
        data-testid={testId}
        fullWidth
      />
      {children}
    </Stack>
  )
}

/** The SKU (radio), its term and its billing frequency (segments), as the offers allow. */
export function MicrosoftOfferPicker({
  offers,
  choice,
  onChange,
  error,
}: {
  offers: MicrosoftOffer[]
  choice: {
    offer: MicrosoftOffer | undefined
    term: MicrosoftOfferTerm | undefined
    billing: NceBilling | undefined
  }
  onChange: (choice: Partial<Choice>) => void
  error?: string
}) {
  const { t } = useFeatureTranslation()
  const format = useMicrosoftFormat()
  const name = (o: MicrosoftOffer) => (format.language === 'nl' ? o.name_nl : o.name_en)
  return (
    <>
      <Radio.Group
        label={t('microsoftOrder.product')}
        value={choice.offer?.catalog_item_id ?? ''}
        onChange={(sku) => onChange({ sku })}
        error={error}
      >
        <Stack gap="xs" mt="xs">
          {offers.map((o) => {
            const from = fromPrice(o)
            return (
              <Radio
                key={o.catalog_item_id}
                value={o.catalog_item_id}
                data-testid={`microsoft-sku-${o.terms[0]?.code.split('-P')[0] ?? o.catalog_item_id}`}
                label={
                  <Stack gap={0}>
                    <Text fw={600}>{name(o)}</Text>
                    {from ? (
                      <Text size="sm">
                        {t('microsoftOrder.from', {
                          price: format.money(Math.round(from.minor), from.currency),
                        })}
                      </Text>
                    ) : null}
                  </Stack>
                }
              />
            )
          })}
        </Stack>
      </Radio.Group>
      {choice.offer ? (
        <Segments
          id="microsoft-term"
          label={t('microsoftOrder.term')}
          value={choice.term?.term ?? ''}
          onChange={(term) => onChange({ term })}
          data={choice.offer.terms.map((x) => ({ value: x.term, label: t(`microsoft.term.${x.term}`) }))}
          testId="microsoft-order-term"
        >
          {choice.term ? <Text size="sm">{t(`microsoftOrder.termHint.${choice.term.term}`)}</Text> : null}
        </Segments>
      ) : null}
      {choice.term ? (
        <Segments
          id="microsoft-billing"
          label={t('microsoftOrder.billing')}
          value={choice.billing ?? ''}
          onChange={(billing) => onChange({ billing })}
          data={choice.term.prices.map((p) => ({
            value: p.billing,
            label: t(`microsoft.billing.${p.billing}`),
          }))}
          testId="microsoft-order-billing"
        >
          {choice.term.prices
            .filter((p) => p.billing === choice.billing)
            .map((p) => (
              <Text size="sm" key={p.billing}>
                {t(`microsoftOrder.perPeriod.${p.billing}`, {
                  price: format.money(p.price_minor, p.currency),
                })}
              </Text>
            ))}
        </Segments>
      ) : null}
    </>
  )
}
