import { Alert, Anchor, Button, Stack, Text } from '@mantine/core'
import type { Domain } from '@portico/contracts'
import { IconLifebuoy, IconRefresh } from '@tabler/icons-react'
import { Link } from 'react-router'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { financePaths } from '../../billing/finances/paths.ts'
import { billingPaths } from '../../billing/paths.ts'
import { useIsStaff } from '../../support/labels.ts'
import { useRenewalMutation } from '../domainQueries.ts'

const COLOR: Record<NonNullable<Domain['renewal']>['status'], string> = {
  invoiced: 'blue',
  paid: 'blue',
  running: 'blue',
  completed: 'green',
  failed: 'red',
  awaiting_restore: 'yellow',
}

/**
 * How the domain is renewed (invoiced before expiry, renewed at the registrar once paid), where its
 * newest renewal stands, and, past its grace, a restore at the TLD's restore price.
 */
export function RenewalCard({ domain }: { domain: Domain }) {
  const { t } = useFeatureTranslation()
  const { money } = useFormat()
  const staff = useIsStaff()
  const action = useRenewalMutation()
  const renewal = domain.renewal
  const restoreInvoiced = renewal?.kind === 'restore' && renewal.status === 'invoiced'
  const invoicePath = (id: string) => (staff ? billingPaths.view(id) : financePaths.view('invoice', id))
  return (
    <Panel title={t('domains.view.renewal.title')} testId="domain-renewal">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(domain.auto_renew ? 'domains.view.renewal.howOn' : 'domains.view.renewal.howOff')}
        </Text>
        {renewal ? (
          <Alert
            color={COLOR[renewal.status]}
            role="status"
            data-testid="domain-renewal-status"
            data-status={renewal.status}
          >
            <Text size="sm">
              {t(`domains.view.renewal.status.${renewal.kind}.${renewal.status}`, {
                error: renewal.error ?? '',
              })}
            </Text>
          </Alert>
        ) : null}
        {renewal?.document_id ? (
          <Anchor
            component={Link}
            to={invoicePath(renewal.document_id)}
            size="sm"
            data-testid="domain-renewal-invoice"
          >
            {t('domains.view.renewal.invoice')}
          </Anchor>
        ) : null}
        {domain.restore_price && !restoreInvoiced ? (
          <div>
            <Button
              leftSection={<IconLifebuoy size={16} aria-hidden />}
              onClick={() => action.mutate({ id: domain.id, action: 'restore' })}
              loading={action.isPending}
              data-testid="domain-restore"
            >
              {t('domains.view.renewal.restore', {
                price: money(domain.restore_price.price_minor, domain.restore_price.currency),
              })}
            </Button>
          </div>
        ) : null}
        {staff && renewal?.status === 'failed' ? (
          <div>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={() => action.mutate({ id: domain.id, action: 'renewal/retry' })}
              loading={action.isPending}
              data-testid="domain-renewal-retry"
            >
              {t('domains.view.renewal.retry')}
            </Button>
          </div>
        ) : null}
        {action.isError ? (
          <Alert color="red" data-testid="domain-renewal-error">
            {isApiError(action.error) ? action.error.message : t('domains.view.renewal.failed')}
          </Alert>
        ) : null}
      </Stack>
    </Panel>
  )
}
