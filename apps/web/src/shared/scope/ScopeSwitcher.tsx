import { NativeSelect } from '@mantine/core'
import { IconBuilding } from '@tabler/icons-react'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { useAuth } from '../auth/useAuth.ts'
import { SETTINGS } from '../config/settings.ts'
import { scopeChoice } from './scope.ts'
import { setCompanyScope } from './scopeService.ts'

export const NO_SCOPE = '__none__'
const SearchableScopeSelect = lazy(() => import('./SearchableScopeSelect.tsx'))

export type ScopeOption = { value: string; label: string }

/** Spec 4 and 6: Admin (super-admin) or Global default plus the user's companies; no selector without companies. */
export function ScopeSwitcher() {
  const { t } = useTranslation()
  const user = useAuth((state) => state.user)
  const scope = useAuth((state) => state.companyScope)
  const choice = scopeChoice(user, SETTINGS.scopeSearchableFrom)
  if (!choice) return null
  const options: ScopeOption[] = [
    { value: NO_SCOPE, label: t(choice.noneLabel) },
    ...choice.companies.map((company) => ({ value: company.id, label: company.name })),
  ]
  // A super-admin may hold a scope outside their own list; keep it visible.
  if (scope && !options.some((option) => option.value === scope)) {
    options.push({ value: scope, label: scope })
  }
  const value = scope ?? NO_SCOPE
  const onChange = (next: string | null) => void setCompanyScope(!next || next === NO_SCOPE ? null : next)
  const common = {
    'aria-label': t('scope.label'),
    'data-testid': 'scope-switcher',
    leftSection: <IconBuilding size={16} aria-hidden />,
    w: '100%',
    maw: 220,
    size: 'sm' as const,
  }
  if (choice.searchable) {
    return (
      <Suspense fallback={<NativeSelect {...common} data={options} value={value} disabled />}>
        <SearchableScopeSelect {...common} options={options} value={value} onChange={onChange} />
      </Suspense>
    )
  }
  return (
    <NativeSelect
      {...common}
      data={options}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  )
}
