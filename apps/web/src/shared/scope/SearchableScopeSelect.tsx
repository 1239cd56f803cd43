import { Select, type SelectProps } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ScopeOption } from './ScopeSwitcher.tsx'

type Props = Omit<SelectProps, 'data' | 'onChange' | 'value'> & {
  options: ScopeOption[]
  value: string
  onChange: (value: string | null) => void
}

/** The scope switcher for long company lists: type to filter (loaded only for such users). */
export default function SearchableScopeSelect({ options, value, onChange, ...rest }: Props) {
  const { t } = useTranslation()
  return (
    <Select
      {...rest}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('scope.nothingFound')}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
