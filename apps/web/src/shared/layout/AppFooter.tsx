import { Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useBrand } from '../config/brand.ts'
import { getClientConfig } from '../config/clientConfig.ts'

/** Spec 9: brand, version and the current year (the year from a tablet up), in the docked footer. */
export function AppFooter() {
  const { t } = useTranslation()
  const brand = useBrand().brand_name
  return (
    <Group gap="lg" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      <Text size="sm" c="dimmed" truncate>
        <strong>{brand}</strong> · {t('footer.version', { version: getClientConfig().version })}
      </Text>
      <Text size="sm" c="dimmed" visibleFrom="sm" truncate>
        {t('footer.copyright', { year: new Date().getFullYear(), brand })}
      </Text>
    </Group>
  )
}
