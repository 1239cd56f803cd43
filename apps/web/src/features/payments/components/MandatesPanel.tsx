import '../i18n/register.ts'
import { Badge, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { type Mandate, MandateInputSchema } from '@portico/contracts'
import { IconBuildingBank, IconPlus } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useFormat } from '../../../shared/i18n/useFormat.ts'
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx'
import { type DataColumn, DataTable } from '../../../shared/ui/DataTable.tsx'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type FieldErrors, problemFieldErrors, schemaFieldErrors } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { useCreateMandateMutation, useMandatesQuery, useRevokeMandateMutation } from '../queries.ts'

/** The customer's SEPA direct debit mandates with the provider (customer record, staff). */
export function MandatesPanel({ customerId }: { customerId: string }) {
  const { t } = useFeatureTranslation()
  const format = useFormat()
  const mandates = useMandatesQuery(customerId)
  const revoke = useRevokeMandateMutation(customerId)
  const [adding, setAdding] = useState(false)
  const [revoking, setRevoking] = useState<Mandate | null>(null)
  const active = mandates.data?.some((m) => m.status === 'active')
  const columns: DataColumn<Mandate>[] = [
    { key: 'reference', header: t('payments.mandates.reference'), render: (m) => m.reference },
    {
      key: 'iban',
      header: t('payments.mandates.iban'),
      nowrap: true,
      render: (m) => m.iban.replace(/(.{4})(?!$)/g, '$1 '),
    },
    { key: 'holder', header: t('payments.mandates.holder'), render: (m) => m.holder },
    {
      key: 'signed',
      header: t('payments.mandates.signedOn'),
      nowrap: true,
      render: (m) => format.day(m.signed_on),
    },
    {
      key: 'status',
      header: t('payments.mandates.status'),
      render: (m) =>
        m.status === 'active' ? (
          <Group gap="xs" wrap="nowrap">
            <Badge variant="dot" color="teal">
              {t('payments.mandates.active')}
            </Badge>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => setRevoking(m)}
              data-testid="mandate-revoke"
            >
              {t('payments.mandates.revoke')}
            </Button>
          </Group>
        ) : (
          <Badge variant="dot" color="gray">
            {t('payments.mandates.revoked')}
          </Badge>
        ),
    },
  ]
  return (
    <Panel testId="mandates">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <IconBuildingBank size={20} aria-hidden />
            <Title order={2} fz="h4">
              {t('payments.mandates.title')}
            </Title>
          </Group>
          {active ? null : (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
              data-testid="mandate-add"
            >
              {t('payments.mandates.add')}
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t('payments.mandates.intro')}
        </Text>
        {mandates.data?.length ? (
          <DataTable
            rows={mandates.data}
            columns={columns}
            rowKey={(m) => m.id}
            testId="mandate-list"
            stackOnPhone
          />
        ) : mandates.isError ? (
          <Text c="red">{t('payments.mandates.failed', { message: mandates.error.message })}</Text>
        ) : (
          <Text size="sm">{t('payments.mandates.none')}</Text>
        )}
      </Stack>
      {adding ? <MandateDialog customerId={customerId} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        opened={revoking !== null}
        title={t('payments.mandates.revokeTitle')}
        message={t('payments.mandates.revokeText', { reference: revoking?.reference ?? '' })}
        confirmLabel={t('payments.mandates.revoke')}
        color="red"
        loading={revoke.isPending}
        error={revoke.error ? t('payments.mandates.failed', { message: revoke.error.message }) : null}
        onClose={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
      />
    </Panel>
  )
}

const FIELDS = ['reference', 'iban', 'bic', 'holder', 'signed_on'] as const
type Values = Record<(typeof FIELDS)[number], string>

/** Records a mandate the customer signed; its open invoices are then scheduled and pre-notified. */
function MandateDialog({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const { t } = useFeatureTranslation()
  const create = useCreateMandateMutation(customerId)
  const [values, setValues] = useState<Values>({
    reference: '',
    iban: '',
    bic: '',
    holder: '',
    signed_on: new Date().toISOString().slice(0, 10),
  })
  const [errors, setErrors] = useState<FieldErrors>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = MandateInputSchema.safeParse({ ...values, bic: values.bic.trim() || undefined })
    if (!parsed.success)
      return setErrors(schemaFieldErrors(parsed.error.issues, (issue) => issueMessage(t, issue)))
    setErrors({})
    create.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => isApiError(error) && setErrors(problemFieldErrors(error.problem)),
    })
  }
  const placed =
    create.error && isApiError(create.error) && create.error.problem?.errors?.some((e) => e.field)
  return (
    <FormDialog
      title={t('payments.mandates.add')}
      onClose={onClose}
      onSubmit={submit}
      alerts={[create.error && !placed && t('payments.mandates.failed', { message: create.error.message })]}
      actionLabel={t('payments.mandates.save')}
      testId="mandate"
      busy={create.isPending}
    >
      {FIELDS.map((field) => (
        <TextInput
          key={field}
          label={t(`payments.mandates.fields.${field}`)}
          type={field === 'signed_on' ? 'date' : 'text'}
          required={field !== 'bic'}
          value={values[field]}
          onChange={(e) => setValues({ ...values, [field]: e.currentTarget.value })}
          error={errors[field]}
          data-testid={`mandate-${field}`}
        />
      ))}
      <Text size="sm" c="dimmed">
        {t('payments.mandates.scheduleHint')}
      </Text>
    </FormDialog>
  )
}
