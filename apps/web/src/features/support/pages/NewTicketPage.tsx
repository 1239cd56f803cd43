import '../i18n/register.ts'
import { Alert, Grid, Group, Paper, Select, Stack, Textarea, TextInput } from '@mantine/core'
import { type CreateTicketBody, CreateTicketBodySchema } from '@portico/contracts'
import type { TicketLevel } from '@portico/domain'
import { type FormEvent, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { useRouteTitle } from '../../../shared/routing/usePageTitle.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { type FieldErrors, problemFieldErrors, schemaFieldErrors } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { AttachmentsField } from '../components/AttachmentsField.tsx'
import { LevelField } from '../components/LevelField.tsx'
import { SendButton } from '../components/SendButton.tsx'
import { useIsStaff } from '../labels.ts'
import { useCompanyServicesQuery, useCreateTicketMutation, useCustomerOptionsQuery } from '../queries.ts'

/** /support/new: subject, company (when the scope is Global), related service, impact, urgency, message, files. */
export default function NewTicketPage() {
  const { t } = useFeatureTranslation()
  const navigate = useNavigate()
  const routeTitle = useRouteTitle()
  const isStaff = useIsStaff()
  const scope = useAuth((s) => s.companyScope)
  const ownCompanies = useAuth((s) => s.user.companies)
  const needsCompany = !scope && (isStaff || ownCompanies.length > 1)
  const customers = useCustomerOptionsQuery(needsCompany && isStaff)
  const companyOptions = isStaff
    ? (customers.data ?? []).map((c) => ({ value: c.id, label: c.name }))
    : ownCompanies.map((c) => ({ value: c.id, label: c.name }))

  // A page that sends people here to ask for something (a server's power cycle) may fill these in.
  const [params] = useSearchParams()
  const [subject, setSubject] = useState(params.get('subject') ?? '')
  // Opened from a customer record: that company is chosen.
  const [company, setCompany] = useState<string | null>(params.get('company'))
  const [service, setService] = useState<string | null>(params.get('service'))
  const [impact, setImpact] = useState<TicketLevel>('low')
  const [urgency, setUrgency] = useState<TicketLevel>('medium')
  const [message, setMessage] = useState('')
  const [files, setFiles] = useState<File[]>([])
  const [errors, setErrors] = useState<FieldErrors>({})
  const create = useCreateTicketMutation()
  // A field's message goes once the user changes that field; the next submit checks it again.
  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current
      const { [field]: _, ...rest } = current
      return rest
    })
  const effectiveCompany =
    scope ?? company ?? (ownCompanies.length === 1 && !isStaff ? (ownCompanies[0]?.id ?? null) : null)
  const services = useCompanyServicesQuery(effectiveCompany)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body: CreateTicketBody = {
      subject,
      impact,
      urgency,
      message,
      ...(needsCompany && company ? { company } : {}),
      ...(service ? { service_id: service } : {}),
    }
    const parsed = CreateTicketBodySchema.safeParse(body)
    const fieldErrors = parsed.success
      ? {}
      : schemaFieldErrors(parsed.error.issues, (issue) => issueMessage(t, issue))
    if (needsCompany && !company) fieldErrors.company = t('support.new.chooseCompany')
    setErrors(fieldErrors)
    if (Object.keys(fieldErrors).length > 0) return
    create.mutate(
      { body, files },
      {
        onSuccess: ({ ticket, uploadError }) => {
          if (!uploadError) navigate(`/support/ticket/${ticket.id}`)
        },
        onError: (error) => {
          if (isApiError(error)) setErrors(problemFieldErrors(error.problem))
        },
      },
    )
  }
  const created = create.data
  const levels = [
    ['impact', impact, setImpact],
    ['urgency', urgency, setUrgency],
  ] as const

  return (
    <>
      <PageHeader title={routeTitle} subtitle={t('support.new.intro')} />
      <Paper withBorder p="lg" radius="md" maw={820}>
        <form onSubmit={submit} noValidate data-testid="new-ticket-form">
          <Stack gap="md">
            <TextInput
              label={t('support.fields.subject')}
              required
              maxLength={200}
              value={subject}
              onChange={(event) => {
                setSubject(event.currentTarget.value)
                clearError('subject')
              }}
              error={errors.subject}
              data-testid="field-subject"
            />
            <Grid gap="md">
              {needsCompany ? (
                <Grid.Col span={{ base: 12, sm: 6 }}>
                  <Select
                    label={t('support.fields.company')}
                    placeholder={t('support.new.chooseCompany')}
                    required
                    searchable
                    data={companyOptions}
                    value={company}
                    onChange={(value) => {
                      setCompany(value)
                      setService(null)
                    }}
                    error={errors.company}
                    data-testid="field-company"
                  />
                </Grid.Col>
              ) : null}
              <Grid.Col span={{ base: 12, sm: needsCompany ? 6 : 12 }}>
                <Select
                  label={t('support.fields.service')}
                  placeholder={t('support.fields.noService')}
                  data={(services.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
                  value={service}
                  onChange={setService}
                  clearable
                  disabled={!effectiveCompany || (services.data?.length ?? 0) === 0}
                  error={errors.service_id}
                  data-testid="field-service"
                />
              </Grid.Col>
              {levels.map(([name, value, onChange]) => (
                <Grid.Col key={name} span={{ base: 12, sm: 6 }}>
                  <LevelField
                    label={t(`support.fields.${name}`)}
                    hint={t(`support.fields.${name}Hint`)}
                    value={value}
                    onChange={onChange}
                    testId={`field-${name}`}
                  />
                </Grid.Col>
              ))}
            </Grid>
            <Textarea
              label={t('support.fields.message')}
              required
              autosize
              minRows={6}
              maxRows={20}
              maxLength={20_000}
              value={message}
              onChange={(event) => {
                setMessage(event.currentTarget.value)
                clearError('message')
              }}
              error={errors.message}
              data-testid="field-message"
            />
            <AttachmentsField value={files} onChange={setFiles} testId="field-files" />
            {create.isError ? (
              <Alert color="red" role="alert" data-testid="form-error">
                {t('support.new.failed', { message: create.error.message })}
              </Alert>
            ) : null}
            {created?.uploadError ? (
              <Alert color="yellow" role="alert" data-testid="upload-error">
                {t('support.new.uploadFailed', { message: (created.uploadError as Error).message })}{' '}
                <a href={`/support/ticket/${created.ticket.id}`}>#{created.ticket.number}</a>
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <SendButton sending={create.isPending} />
            </Group>
          </Stack>
        </form>
      </Paper>
    </>
  )
}
