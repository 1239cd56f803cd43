import { Alert, Divider, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core'
import { type Domain, type DomainUpdate, DomainUpdateSchema } from '@portico/contracts'
import { useEffect, useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { ConflictAlert } from '../../../shared/ui/ConflictAlert.tsx'
import { FieldGroup } from '../../../shared/ui/FieldGroup.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { formClass } from '../../../shared/ui/formClass.ts'
import { type SchemaIssue, schemaFieldErrors, validationText } from '../../../shared/ui/formErrors.ts'
import { issueMessage } from '../../../shared/ui/issueMessage.ts'
import { Panel } from '../../../shared/ui/Panel.tsx'
import { SaveButton } from '../../../shared/ui/SaveButton.tsx'
import { lockSupported } from '../domainDates.ts'
import { useDomainContactsQuery, useUpdateDomainMutation } from '../domainQueries.ts'
import { NameserversEditor } from './NameserversEditor.tsx'

const ROLES = ['registrant_id', 'admin_id', 'tech_id', 'billing_id'] as const

const settingsOf = (domain: Domain): DomainUpdate => ({
  auto_renew: domain.auto_renew,
  transfer_lock: domain.transfer_lock,
  dnssec: domain.dnssec,
  nameservers: domain.nameservers,
  registrant_id: domain.registrant_id,
  admin_id: domain.admin_id,
  tech_id: domain.tech_id,
  billing_id: domain.billing_id,
})

/** Auto-renew, transfer lock, name servers and contact roles: saved together at the registrar. */
export function DomainSettingsCard({ domain, onReload }: { domain: Domain; onReload: () => void }) {
  const { t } = useFeatureTranslation()
  const save = useUpdateDomainMutation()
  const contacts = useDomainContactsQuery(domain.company_id)
  const [state, setState] = useState<DomainUpdate>(() => settingsOf(domain))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [saved, setSaved] = useState<'saved' | 'lockRefused' | null>(null)
  const hasLock = lockSupported(domain.tld)

  useEffect(() => setState(settingsOf(domain)), [domain])

  const change = (patch: Partial<DomainUpdate>) => {
    setState((previous) => ({ ...previous, ...patch }))
    setSaved(null)
    setErrors((previous) => {
      const edited = Object.keys(patch)
      return Object.fromEntries(
        Object.entries(previous).filter(([key]) => !edited.some((e) => key === e || key.startsWith(`${e}.`))),
      )
    })
  }
  const submit = async () => {
    const parsed = DomainUpdateSchema.safeParse(state)
    if (!parsed.success) {
      return setErrors(
        schemaFieldErrors(parsed.error.issues, (issue) => issueMessage(t, issue as SchemaIssue)),
      )
    }
    setErrors({})
    try {
      const result = await save.mutateAsync({ id: domain.id, version: domain.version, input: parsed.data })
      setSaved(parsed.data.transfer_lock && !result.transfer_lock ? 'lockRefused' : 'saved')
    } catch (error) {
      if (!isApiError(error) || error.status === 412) return
      const next: Record<string, string> = {}
      for (const e of error.problem?.errors ?? []) next[e.field ?? 'form'] ??= validationText(e.message)
      setErrors({ ...next, form: error.problem?.detail ?? error.message })
    }
  }
  const contactOptions = (contacts.data ?? []).map((c) => ({ value: c.id, label: `${c.handle} · ${c.name}` }))

  return (
    <Panel title={t('domains.view.settings')} testId="domain-settings">
      <form
        className={formClass}
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
        noValidate
      >
        <Stack gap="md">
          {isApiError(save.error) && save.error.status === 412 ? (
            <ConflictAlert
              onReload={() => {
                save.reset()
                onReload()
              }}
            />
          ) : null}
          {errors.form ? (
            <Alert color="red" role="alert" data-testid="domain-settings-errors">
              {errors.form}
            </Alert>
          ) : null}
          <Switch
            label={t('domains.view.autoRenew')}
            description={t('domains.view.autoRenewHint')}
            checked={state.auto_renew}
            onChange={(event) => change({ auto_renew: event.currentTarget.checked })}
            data-testid="domain-auto-renew"
          />
          <Switch
            label={t('domains.view.transferLock')}
            description={hasLock ? t('domains.view.lockHint') : t('domains.view.noLock', { tld: domain.tld })}
            checked={hasLock && state.transfer_lock}
            disabled={!hasLock}
            onChange={(event) => change({ transfer_lock: event.currentTarget.checked })}
            data-testid="domain-transfer-lock"
          />
          <Switch
            label={t('domains.view.dnssecSwitch')}
            description={
              domain.dnssec_supported
                ? t('domains.view.dnssecHint')
                : t('domains.view.noDnssec', { tld: domain.tld })
            }
            checked={domain.dnssec_supported && (state.dnssec ?? false)}
            disabled={!domain.dnssec_supported}
            onChange={(event) => change({ dnssec: event.currentTarget.checked })}
            error={errors.dnssec}
            data-testid="domain-dnssec-switch"
          />
          <Divider />
          <NameserversEditor
            value={state.nameservers}
            errors={errors}
            onChange={(nameservers) => change({ nameservers })}
          />
          <Divider />
          <FieldGroup label={t('domains.view.contacts')} testId="domain-contacts">
            <Text size="xs" c="dimmed" mb={6}>
              {t('domains.view.contactsHint', { company: domain.company_name })}
            </Text>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {ROLES.map((role) => (
                <Select
                  key={role}
                  label={t(`domains.view.role.${role}`)}
                  placeholder={t('domains.view.noContact')}
                  data={contactOptions}
                  value={state[role] ?? null}
                  onChange={(value) => change({ [role]: value })}
                  error={errors[role]}
                  clearable
                  searchable={contactOptions.length > 8}
                  data-testid={`domain-${role.replace('_id', '')}`}
                />
              ))}
            </SimpleGrid>
          </FieldGroup>
          {saved ? (
            <Alert
              color={saved === 'saved' ? 'green' : 'yellow'}
              role="status"
              data-testid="domain-settings-saved"
            >
              {t(saved === 'saved' ? 'domains.view.saved' : 'domains.view.lockRefused')}
            </Alert>
          ) : null}
          <div>
            <SaveButton saving={save.isPending} testId="domain-settings-save">
              {t('domains.view.save')}
            </SaveButton>
          </div>
        </Stack>
      </form>
    </Panel>
  )
}
