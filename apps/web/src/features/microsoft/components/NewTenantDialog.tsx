import { Checkbox, Text, TextInput } from '@mantine/core'
import { MICROSOFT_DOMAIN_SUFFIX } from '@portico/contracts'
import { useState } from 'react'
import { isApiError } from '../../../shared/api/ApiError.ts'
import { FormDialog } from '../../../shared/ui/FormDialog.tsx'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'
import { problemFieldErrors } from '../../../shared/ui/formErrors.ts'
import { useAddTenantMutation, useDomainCheckQuery } from '../queries.ts'

/** A new tenant for the company in scope: a free onmicrosoft name and the customer agreement attested. */
export function NewTenantDialog({ company, onClose }: { company: string; onClose: () => void }) {
  const { t } = useFeatureTranslation()
  const [prefix, setPrefix] = useState('')
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [agreement, setAgreement] = useState(false)
  const check = useDomainCheckQuery(prefix)
  const add = useAddTenantMutation(company)
  const fields = isApiError(add.error) ? problemFieldErrors(add.error.problem) : {}
  const domain = `${prefix}${MICROSOFT_DOMAIN_SUFFIX}`
  return (
    <FormDialog
      title={t('microsoft.tenants.createTitle')}
      onClose={onClose}
      testId="tenant-dialog"
      onSubmit={() =>
        add.mutate(
          { domain_prefix: prefix, name, email, agreement_accepted: agreement as true },
          { onSuccess: onClose },
        )
      }
      alerts={[add.isError && Object.keys(fields).length === 0 && add.error.message]}
      actionLabel={t('microsoft.tenants.create')}
      actionTestId="tenant-create"
      busy={add.isPending}
    >
      <TextInput
        label={t('microsoft.tenants.prefix')}
        description={t('microsoft.tenants.prefixHelp')}
        rightSection={<Text size="xs">{MICROSOFT_DOMAIN_SUFFIX}</Text>}
        rightSectionWidth={130}
        value={prefix}
        onChange={(event) => setPrefix(event.currentTarget.value.toLowerCase())}
        error={fields.domain_prefix}
        required
        data-testid="tenant-prefix"
      />
      {check.data ? (
        <Text size="sm" fw={600} data-testid="tenant-availability">
          {t(check.data.available ? 'microsoft.tenants.available' : 'microsoft.tenants.taken', { domain })}
        </Text>
      ) : null}
      <TextInput
        label={t('microsoft.tenants.tenantName')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={fields.name}
        required
      />
      <TextInput
        label={t('microsoft.tenants.email')}
        type="email"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={fields.email}
        required
      />
      <Checkbox
        label={t('microsoft.tenants.agreementCheck')}
        checked={agreement}
        onChange={(event) => setAgreement(event.currentTarget.checked)}
        error={fields.agreement_accepted}
      />
    </FormDialog>
  )
}
