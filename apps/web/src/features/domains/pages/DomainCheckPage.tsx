import '../i18n/register.ts'
import { Button, Grid, Group, Stack, Text, TextInput, Title } from '@mantine/core'
import { DomainCheckQuerySchema, type DomainCheckResult } from '@portico/contracts'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import { validationText } from '../../../shared/ui/formErrors.ts'
import { PageHeader } from '../../../shared/ui/PageHeader.tsx'
import { QueryError } from '../../../shared/ui/QueryError.tsx'
import { SubmitForm } from '../../../shared/ui/SubmitForm.tsx'
import { useScopedCompanyId } from '../../company/scope.ts'
import { CheckResults } from '../components/CheckResults.tsx'
import { CompanyPicker } from '../components/CompanyPicker.tsx'
import { DomainCart } from '../components/DomainCart.tsx'
import { SandboxBadge } from '../components/SandboxBadge.tsx'
import { TransferDialog } from '../components/TransferDialog.tsx'
import { useDomainCheckQuery } from '../domainQueries.ts'
import { useDomainSelection } from '../domainSelection.ts'

const nameSchema = DomainCheckQuerySchema.shape.name

/**
 * /domains/check: a name across the TLDs the company may order, at its prices; available names are
 * chosen to register, taken ones to transfer in. The choice is the domain cart that setup orders.
 */
export default function DomainCheckPage() {
  const { t } = useFeatureTranslation()
  const scoped = useScopedCompanyId()
  const [picked, setPicked] = useState<string | null>(null)
  const company = scoped ?? picked
  const [params, setParams] = useSearchParams()
  const name = params.get('name') ?? ''
  const [typed, setTyped] = useState(name)
  const [error, setError] = useState<string | null>(null)
  const [transfer, setTransfer] = useState<DomainCheckResult | null>(null)
  const check = useDomainCheckQuery(company, name)
  const selection = useDomainSelection(company)

  const submit = () => {
    const parsed = nameSchema.safeParse(typed)
    if (!parsed.success) return setError(validationText(parsed.error.issues[0]?.message ?? ''))
    setError(null)
    setParams(parsed.data ? { name: parsed.data } : {}, { replace: true })
  }
  const choose = (row: DomainCheckResult, action: 'register' | 'transfer', authCode: string | null) => {
    if (!company) return
    selection.add({
      company_id: company,
      domain: row.domain,
      tld: row.tld,
      product_id: row.product_id,
      action,
      auth_code: authCode,
      price_minor: action === 'register' ? row.register_minor : row.transfer_minor,
      currency: row.currency,
    })
  }

  return (
    <>
      <PageHeader
        title={t('routes.domainsCheck')}
        subtitle={t('domains.check.intro')}
        actions={check.data?.registrar_mode === 'sandbox' ? <SandboxBadge /> : null}
      />
      <Stack gap="md">
        {scoped ? null : <CompanyPicker value={picked} onChange={setPicked} />}
        <SubmitForm className={formClass} onSubmit={submit}>
          <Group align="flex-start" gap="sm" wrap="nowrap">
            <TextInput
              label={t('domains.check.name')}
              placeholder={t('domains.check.namePlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={typed}
              onChange={(event) => {
                setTyped(event.currentTarget.value)
                setError(null)
              }}
              error={error}
              maxLength={200}
              autoCapitalize="none"
              spellCheck={false}
              style={{ flex: 1, maxWidth: 480 }}
              data-testid="check-name"
            />
            <Button
              type="submit"
              mt={25}
              disabled={!company}
              loading={check.isFetching}
              data-testid="check-submit"
            >
              {t('domains.check.submit')}
            </Button>
          </Group>
        </SubmitForm>
        {company ? (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              {name === '' ? null : check.isError ? (
                <QueryError message={t('domains.check.loadError')} onRetry={() => void check.refetch()} />
              ) : (
                <Stack gap="xs">
                  <Title order={2} fz="h4">
                    {t('domains.check.results', { name })}
                  </Title>
                  <CheckResults
                    rows={check.data?.data}
                    loading={check.isFetching}
                    selected={selection.items}
                    onRegister={(row) => choose(row, 'register', null)}
                    onTransfer={setTransfer}
                    onRemove={selection.remove}
                  />
                  {check.data?.suggestions.length ? (
                    <Stack gap="xs" mt="md" data-testid="check-suggestions">
                      <Title order={2} fz="h4">
                        {t('domains.check.suggestions')}
                      </Title>
                      <CheckResults
                        rows={check.data.suggestions}
                        loading={false}
                        selected={selection.items}
                        onRegister={(row) => choose(row, 'register', null)}
                        onTransfer={setTransfer}
                        onRemove={selection.remove}
                      />
                    </Stack>
                  ) : null}
                </Stack>
              )}
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <DomainCart items={selection.items} onRemove={selection.remove} />
            </Grid.Col>
          </Grid>
        ) : (
          <Text c="dimmed" size="sm">
            {t('domains.check.pickCompany')}
          </Text>
        )}
      </Stack>
      {transfer ? (
        <TransferDialog
          row={transfer}
          onClose={() => setTransfer(null)}
          onAdd={(code) => {
            choose(transfer, 'transfer', code)
            setTransfer(null)
          }}
        />
      ) : null}
    </>
  )
}
