import { Select } from '@mantine/core'
import { useAuth } from '../../../shared/auth/useAuth.ts'
import { useFeatureTranslation } from '../../../shared/ui/featureTranslations.ts'

/** With no single company in scope: which of the user's companies the page works for. */
export function CompanyPicker({
  value,
  onChange,
}: {
  value: string | null
  onChange: (company: string | null) => void
}) {
  const { t } = useFeatureTranslation()
  const companies = useAuth((s) => s.user.companies)
  return (
    <Select
      label={t('domains.check.company')}
      placeholder={t('domains.check.companyPlaceholder')}
      data={companies.map((c) => ({ value: c.id, label: c.name }))}
      value={value}
      onChange={onChange}
      searchable={companies.length > 8}
      w={{ base: '100%', sm: 360 }}
      data-testid="domains-company"
    />
  )
}
