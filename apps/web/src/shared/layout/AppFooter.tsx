import { Group, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useBrand } from '../config/brand.ts'
import { getClientConfig } from '../config/clientConfig.ts'

/** Spec 9: brand, version and the current year. */
export function AppFooter() {
  const { t } = useTranslation()
  const brand = useBrand().brand_name
  return (
    <Group component="footer" justify="space-between" px="md" py="sm" gap="xs" data-testid="footer">
      <Text size="sm" c="dimmed">
        <strong>{brand}</strong> · {t('footer.version', { version: getClientConfig().version })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('footer.copyright', { year: new Date().getFullYear(), brand })}
      </Text>
    </Group>
  )
}
