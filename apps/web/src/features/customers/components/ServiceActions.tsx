import { Button, Group, Radio, Stack, TextInput } from '@mantine/core'
import type { Service } from '@portico/contracts'
import { IconArrowsExchange, IconPlayerPause, IconPlayerPlay, IconReceipt, IconX } from '@tabler/icons-react'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import type { RecordKind } from '../kind.ts'
import { useServiceAction } from '../serviceQueries.ts'
import { PlanDialog } from './PlanDialog.tsx'

const detail = (error: unknown) =>
  isApiError(error) ? (error.problem?.detail ?? error.message) : String(error)

/** Staff: suspend or resume a service, end it, change its price (the dialogs say what each does). */
export function ServiceActions({
  kind,
  customer,
  service,
}: {
  kind: RecordKind
  customer: string
  service: Service
}) {
  const { t } = useFeatureTranslation()
  const format = useFormat()
  const action = useServiceAction(kind, customer, service.id)
  const [dialog, setDialog] = useState<'cancel' | 'price' | 'plan' | null>(null)
  const [when, setWhen] = useState<string>('period_end')
  const [price, setPrice] = useState('')
  const [priceWhen, setPriceWhen] = useState<string>('next_period')
  const [invalid, setInvalid] = useState(false)
  const close = () => {
    setDialog(null)
    action.reset()
  }
  const live = ['active', 'suspended', 'pending'].includes(service.status)
  const recurring = service.price_minor !== null && service.period !== null && service.period !== 'once'

  return (
    <>
      <Group gap="xs" data-testid="service-actions">
        {service.status === 'active' ? (
          <Button
            variant="default"
            leftSection={<IconPlayerPause size={16} aria-hidden />}
            onClick={() => action.mutate({ kind: 'suspend' })}
            loading={action.isPending && action.variables?.kind === 'suspend'}
            data-testid="service-suspend"
          >
            {t('customers.services.actions.suspend')}
          </Button>
        ) : null}
        {service.status === 'suspended' ? (
          <Button
            variant="default"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={() => action.mutate({ kind: 'unsuspend' })}
            data-testid="service-unsuspend"
          >
            {t('customers.services.actions.unsuspend')}
          </Button>
        ) : null}
        {live && recurring ? (
          <Button
            variant="default"
            leftSection={<IconReceipt size={16} aria-hidden />}
            onClick={() => {
              setPrice(((service.price_minor ?? 0) / 100).toFixed(2))
              setDialog('price')
            }}
            data-testid="service-price"
          >
            {t('customers.services.actions.price')}
          </Button>
        ) : null}
        {live && recurring && service.product_id ? (
          <Button
            variant="default"
            leftSection={<IconArrowsExchange size={16} aria-hidden />}
            onClick={() => setDialog('plan')}
            data-testid="service-plan"
          >
            {t('customers.services.actions.plan')}
          </Button>
        ) : null}
        {live ? (
          <Button
            variant="default"
            color="red"
            leftSection={<IconX size={16} aria-hidden />}
            onClick={() => setDialog('cancel')}
            data-testid="service-cancel"
          >
            {t('customers.services.actions.cancel')}
          </Button>
        ) : null}
      </Group>
      {dialog === 'cancel' ? (
        <FormDialog
          title={t('customers.services.actions.cancelTitle', { name: format.serviceName(service) })}
          onClose={close}
          testId="service-cancel"
          actionTestId="service-cancel-confirm"
          actionColor="red"
          onSubmit={(event) => {
            event.preventDefault()
            action.mutate({ kind: 'cancel', when: when as 'period_end' | 'now' }, { onSuccess: close })
          }}
          alerts={[action.isError && detail(action.error)]}
          actionLabel={t('customers.services.actions.cancel')}
          busy={action.isPending}
        >
          <Radio.Group label={t('customers.services.actions.cancelWhen')} value={when} onChange={setWhen}>
            <Stack gap="xs" mt="xs">
              <Radio value="period_end" label={t('customers.services.actions.periodEnd')} />
              <Radio
                value="now"
                label={t('customers.services.actions.now')}
                data-testid="service-cancel-now"
              />
            </Stack>
          </Radio.Group>
        </FormDialog>
      ) : null}
      {dialog === 'plan' ? (
        <PlanDialog kind={kind} customer={customer} service={service} onClose={close} />
      ) : null}
      {dialog === 'price' ? (
        <FormDialog
          title={t('customers.services.actions.priceTitle', { name: format.serviceName(service) })}
          onClose={close}
          testId="service-price"
          onSubmit={(event) => {
            event.preventDefault()
            const minor = Math.round(Number(price.replace(',', '.')) * 100)
            if (!price.trim() || !Number.isFinite(minor) || minor < 0) return setInvalid(true)
            action.mutate(
              { kind: 'price', price_minor: minor, when: priceWhen as 'next_period' | 'now' },
              { onSuccess: close },
            )
          }}
          alerts={[action.isError && detail(action.error)]}
          actionLabel={t('customers.services.actions.price')}
          busy={action.isPending}
        >
          <TextInput
            label={t('customers.services.actions.newPrice', { currency: service.currency })}
            value={price}
            inputMode="decimal"
            onChange={(event) => {
              setPrice(event.currentTarget.value)
              setInvalid(false)
            }}
            error={invalid ? t('customers.services.actions.invalidPrice') : undefined}
            data-testid="service-price-input"
            data-autofocus
          />
          <Radio.Group
            label={t('customers.services.actions.priceWhen')}
            value={priceWhen}
            onChange={setPriceWhen}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="next_period" label={t('customers.services.actions.nextPeriod')} />
              <Radio value="now" label={t('customers.services.actions.priceNow')} />
            </Stack>
          </Radio.Group>
        </FormDialog>
      ) : null}
    </>
  )
}
