import '../i18n/register.ts'
import { Alert, Badge, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core'
import { IconShoppingCartCheck } from '@tabler/icons-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { useCatalogFormat } from '../../catalog/format.ts'
import { orderPaths } from '../../orders/paths.ts'
import { useAddToCart, useCartQuery } from '../../orders/queries.ts'
import { NoDomainsChosen } from '../components/NoDomainsChosen.tsx'
import { WizardNav } from '../components/WizardNav.tsx'
import { domainPaths } from '../domainPaths.ts'
import { readSelection, writeSelection } from '../domainSelection.ts'
import { cartItemOf, periodOf, priceOf, setupProblems, writeSetup } from '../domainSetup.ts'
import { serverFieldErrors } from '../serverErrors.ts'
import { useDomainOrder } from '../useDomainOrder.ts'

/**
 * /domains/confirm: the chosen names with their period and price, and the total. "Place order" puts
 * each name in the cart as a line of its TLD's product (a refusal shows next to its name); the cart
 * overview then takes the terms and the one checkout. A name already in the cart is not added twice.
 */
export default function DomainConfirmPage() {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const navigate = useNavigate()
  const { company, selection, setup, offerOf } = useDomainOrder()
  const cart = useCartQuery(company)
  const add = useAddToCart(company ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [placing, setPlacing] = useState(false)

  const items = selection.items
  if (!company || !setup || items.length === 0)
    return (
      <>
        <PageHeader title={t('routes.domainsConfirm')} />
        <NoDomainsChosen />
      </>
    )
  // Reached without a finished setup (a bookmark, another tab): back there first.
  const incomplete = setupProblems(items, setup, () => false).length > 0
  const lines = items.map((item) => {
    const offer = offerOf(item)
    const period = periodOf(setup, item, offer)
    return { item, period, price: priceOf(item, period, offer) }
  })
  const currency = items[0]?.currency ?? 'EUR'
  const total = lines.every((l) => l.price !== null)
    ? lines.reduce((sum, l) => sum + (l.price ?? 0), 0)
    : null

  const place = async () => {
    setPlacing(true)
    setErrors({})
    const failed: Record<string, string> = {}
    const inCart = new Set((cart.data?.items ?? []).map((i) => i.domain?.name).filter(Boolean))
    for (const { item, period } of lines) {
      if (inCart.has(item.domain)) continue
      try {
        await add.mutateAsync(cartItemOf(item, setup, period))
      } catch (error) {
        const fields = serverFieldErrors(error)
        const named = Object.entries(fields ?? {}).find(([key]) => key.startsWith('domain'))
        failed[item.domain] = named?.[1] ?? fields?.form ?? t('domains.confirm.failed')
      }
    }
    setPlacing(false)
    if (Object.keys(failed).length) return setErrors(failed)
    const placed = new Set(items.map((i) => i.domain))
    writeSelection(readSelection().filter((i) => !(i.company_id === company && placed.has(i.domain))))
    writeSetup(null)
    navigate(orderPaths.cart())
  }

  return (
    <>
      <PageHeader title={t('routes.domainsConfirm')} subtitle={t('domains.confirm.intro')} />
      <Stack gap="md" maw={720}>
        {Object.keys(errors).length ? (
          <Alert color="red" role="alert" data-testid="confirm-error">
            {t('domains.confirm.refused')}
          </Alert>
        ) : null}
        {incomplete ? (
          <Alert color="yellow" data-testid="confirm-incomplete">
            {t('domains.confirm.incomplete')}
          </Alert>
        ) : null}
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack
            gap="sm"
            component="ul"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
            data-testid="confirm-lines"
          >
            {lines.map(({ item, period, price }) => (
              <Stack
                key={item.domain}
                component="li"
                gap={4}
                data-testid="confirm-line"
                data-domain={item.domain}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {item.domain}
                    </Text>
                    <Group gap={6}>
                      <Badge size="sm" variant="dot" color={item.action === 'register' ? 'green' : 'blue'}>
                        {t(`domains.setup.action.${item.action}`)}
                      </Badge>
                      <Text size="sm" c="dimmed">
                        {t(`domains.period.${period}`)}
                      </Text>
                    </Group>
                  </Stack>
                  <Text fw={600} data-testid="confirm-price" style={{ whiteSpace: 'nowrap' }}>
                    {price === null ? t('domains.check.noPrice') : format.money(price, item.currency)}
                  </Text>
                </Group>
                {errors[item.domain] ? (
                  <Text size="sm" c="var(--mantine-color-error)" data-testid="confirm-line-error">
                    {errors[item.domain]}
                  </Text>
                ) : null}
              </Stack>
            ))}
          </Stack>
          <Divider my="sm" />
          <Group justify="space-between">
            <Text fw={700}>{t('domains.confirm.total')}</Text>
            <Text fw={700} data-testid="confirm-total">
              {total === null ? t('domains.check.noPrice') : format.money(total, currency)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            {t('domains.confirm.vatHint')}
          </Text>
        </Paper>
        <WizardNav back={domainPaths.setup()} backLabel={t('domains.confirm.back')}>
          <Button
            onClick={() => void place()}
            loading={placing}
            disabled={incomplete}
            rightSection={<IconShoppingCartCheck size={16} aria-hidden />}
            data-testid="confirm-place"
          >
            {t('domains.confirm.place')}
          </Button>
        </WizardNav>
      </Stack>
    </>
  )
}
