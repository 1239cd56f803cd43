import '../../catalog/i18n/register.ts'
import '../i18n/register.ts'
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core'
import type { CartItem } from '@portico/contracts'
import { useState } from 'react'
import { Link, Navigate, useNavigate } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { RemoveButton } from '../../../shared/ui/RemoveButton.tsx'
import { useCatalogFormat } from '../../catalog/format.ts'
import { useScopedCompanyId } from '../../company/scope.ts'
import { ContractTerms } from '../components/ContractTerms.tsx'
import { LineTable } from '../components/LineTable.tsx'
import { problemText } from '../components/problemText.ts'
import { TermsLink } from '../components/TermsLink.tsx'
import { Totals } from '../components/Totals.tsx'
import { orderPaths } from '../paths.ts'
import {
  useApplyPromotion,
  useCartQuery,
  useCheckout,
  useRemoveFromCart,
  useRemovePromotion,
} from '../queries.ts'

/**
 * /ordering/overview: the cart priced anew, a promotion code, the terms, and "Place order". The
 * Idempotency-Key is made once for this view, so a double click or a retry places one order.
 */
export default function CartPage() {
  const { t } = useFeatureTranslation()
  const format = useCatalogFormat()
  const navigate = useNavigate()
  const companyId = useScopedCompanyId() ?? ''
  const cart = useCartQuery(companyId || null)
  const remove = useRemoveFromCart(companyId)
  const apply = useApplyPromotion(companyId)
  const unapply = useRemovePromotion(companyId)
  const checkout = useCheckout(companyId)
  const [key] = useState(() => crypto.randomUUID())
  const [code, setCode] = useState('')
  const [terms, setTerms] = useState(false)
  const [termsError, setTermsError] = useState(false)
  const [notes, setNotes] = useState('')

  if (!companyId) return <Text c="dimmed">{t('orders.pickCompany')}</Text>
  if (cart.isError)
    return <QueryError message={t('orders.shop.loadError')} onRetry={() => void cart.refetch()} />
  if (!cart.data) return null
  if (cart.data.items.length === 0 && !checkout.isPending && !checkout.isSuccess)
    return <Navigate to={orderPaths.empty()} replace />
  const data = cart.data
  const blocked = data.items.some((i) => i.problem)

  const place = async () => {
    if (!terms) return setTermsError(true)
    const order = await checkout.mutateAsync({ key, notes: notes.trim() || undefined })
    navigate(orderPaths.completed(order.id))
  }
  const failure = problemText(checkout.error ?? remove.error ?? apply.error ?? unapply.error)

  return (
    <>
      <PageHeader title={t('routes.orderingOverview')} />
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert" data-testid="cart-error">
            {failure}
          </Alert>
        ) : null}
        <Paper withBorder radius="md" p="md">
          <LineTable<CartItem>
            lines={data.items}
            currency={data.currency}
            name={(item) => (
              <>
                {format.name(item)}
                {item.domain ? (
                  <Text span size="sm" fw={600} display="block" data-testid="cart-domain">
                    {item.domain.name}
                  </Text>
                ) : null}
                {item.subject ? (
                  <Text span size="sm" fw={600} display="block" data-testid="cart-subject">
                    {t('orders.cart.subject', { subject: item.subject })}
                  </Text>
                ) : null}
                <ContractTerms terms={item} />
                {item.problem ? (
                  <Text span c="red" size="xs" display="block">
                    {t('orders.cart.problem', { problem: item.problem })}
                  </Text>
                ) : null}
              </>
            )}
            extra={[
              {
                key: 'total',
                header: t('orders.cart.total'),
                align: 'right',
                nowrap: true,
                render: (item) => (
                  <Text size="sm" fw={600} data-testid="cart-line-total">
                    {format.money(item.total_minor, data.currency)}
                  </Text>
                ),
              },
              {
                key: 'remove',
                header: t('orders.cart.actions'),
                actions: true,
                render: (item) => (
                  <RemoveButton
                    color="red"
                    label={t('orders.cart.remove', { name: format.name(item) })}
                    onClick={() => remove.mutate(item.id)}
                    testId="cart-remove"
                  />
                ),
              },
            ]}
            testId="cart-lines"
          />
        </Paper>
        <Group align="flex-start" justify="space-between" wrap="wrap" gap="lg">
          <Stack gap="xs" w={{ base: '100%', sm: 320 }}>
            {data.promotion ? (
              <Group gap="xs" data-testid="cart-promotion">
                <Text size="sm" c={data.promotion.applies ? undefined : 'red'}>
                  {data.promotion.applies
                    ? t('orders.cart.promotionApplied', {
                        code: data.promotion.code,
                        amount: format.money(data.promotion.discount_minor, data.currency),
                      })
                    : `${data.promotion.code}: ${data.promotion.reason ?? ''}`}
                </Text>
                <Button size="compact-sm" variant="subtle" onClick={() => unapply.mutate(undefined)}>
                  {t('orders.cart.removePromotion')}
                </Button>
              </Group>
            ) : (
              <form
                onSubmit={(event) => {
                  event.preventDefault()
                  if (code.trim()) apply.mutate(code.trim())
                }}
              >
                <Group align="flex-end" gap="xs" wrap="nowrap">
                  <TextInput
                    label={t('orders.cart.promotion')}
                    value={code}
                    onChange={(event) => setCode(event.currentTarget.value)}
                    maxLength={50}
                    style={{ flex: 1 }}
                    data-testid="cart-promotion-code"
                  />
                  <Button
                    type="submit"
                    variant="default"
                    loading={apply.isPending}
                    data-testid="cart-promotion-apply"
                  >
                    {t('orders.cart.apply')}
                  </Button>
                </Group>
              </form>
            )}
          </Stack>
          <Totals amounts={data} />
        </Group>
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Textarea
              label={t('orders.cart.notes')}
              value={notes}
              onChange={(event) => setNotes(event.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
            />
            <Checkbox
              label={t('orders.cart.terms')}
              checked={terms}
              onChange={(event) => {
                setTerms(event.currentTarget.checked)
                setTermsError(false)
              }}
              error={termsError ? t('orders.cart.termsNeeded') : undefined}
              data-testid="cart-terms"
            />
            <TermsLink />
            <Group justify="space-between">
              <Button component={Link} to={orderPaths.shop()} variant="default">
                {t('orders.cart.continue')}
              </Button>
              <Button
                size="md"
                onClick={() => void place().catch(() => undefined)}
                loading={checkout.isPending}
                disabled={blocked}
                data-testid="cart-place"
              >
                {t('orders.cart.place')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>
    </>
  )
}
