import { type BoxProps, Group, Select, Stack, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { type ColumnChoice, ColumnChooser } from './ColumnChooser.tsx'

export type ToolbarSearch = {
  label: string
  placeholder?: string
  value: string
  onChange: (value: string) => void
  width?: BoxProps['w']
  testId?: string
}

/** A select over the list: a status, a kind, a country ... */
export type ToolbarFilter = {
  key: string
  label: string
  placeholder?: string
  data: { value: string; label: string }[]
  value: string | null
  onChange: (value: string | null) => void
  /** Defaults to true; false for a filter that always has a value. */
  clearable?: boolean
  searchable?: boolean
  width?: BoxProps['w']
  testId?: string
}

/**
 * The bar above a list: search box and filters on the left, column chooser and actions (export,
 * import, create ...) on the right; it wraps on narrow screens. `compact` stacks it for a narrow side
 * list: the search on its own line, the filters sharing the next one (labels for screen readers only).
 * `children` are further controls after the filters (a checkbox ...).
 */
export function ListToolbar({
  search,
  filters = [],
  columns,
  actions,
  compact = false,
  children,
}: {
  search: ToolbarSearch
  filters?: (ToolbarFilter | false | null | undefined)[]
  columns?: ColumnChoice
  actions?: ReactNode
  compact?: boolean
  children?: ReactNode
}) {
  const searchBox = (
    <TextInput
      label={search.label}
      placeholder={search.placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={search.value}
      onChange={(event) => search.onChange(event.currentTarget.value)}
      w={compact ? undefined : (search.width ?? 360)}
      maxLength={100}
      type="search"
      data-testid={search.testId ?? 'list-search'}
    />
  )
  const selects = filters
    .filter((filter): filter is ToolbarFilter => Boolean(filter))
    .map((filter) => (
      <Select
        key={filter.key}
        {...(compact ? { 'aria-label': filter.label } : { label: filter.label, w: filter.width ?? 200 })}
        placeholder={filter.placeholder}
        data={filter.data}
        value={filter.value}
        onChange={filter.onChange}
        clearable={filter.clearable ?? true}
        allowDeselect={filter.clearable ?? true}
        searchable={filter.searchable}
        data-testid={filter.testId ?? `list-${filter.key}`}
      />
    ))
  const tools =
    columns || actions ? (
      <Group gap="xs">
        {columns ? <ColumnChooser {...columns} /> : null}
        {actions}
      </Group>
    ) : null
  if (compact)
    return (
      <Stack gap="sm">
        {searchBox}
        {selects.length ? (
          <Group grow gap="xs" align="flex-start">
            {selects}
          </Group>
        ) : null}
        {children}
        {tools}
      </Stack>
    )
  return (
    <Group justify="space-between" align="flex-end" mb="md" wrap="wrap" gap="sm">
      <Group align="flex-end" wrap="wrap" gap="sm">
        {searchBox}
        {selects}
        {children}
      </Group>
      {tools}
    </Group>
  )
}
