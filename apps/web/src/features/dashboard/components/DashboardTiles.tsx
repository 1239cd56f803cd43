import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import type { DashboardResponse, Locale } from '@portico/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatNumber } from '../../../shared/i18n/format.ts'
import { toLanguage } from '../../../shared/i18n/language.ts'
import { pathForTarget } from '../../../shared/routing/routeLinks.ts'
import { LabelledSection } from './LabelledSection.tsx'

type Tile = DashboardResponse['data']['tiles'][number]

/** Staff figures; a tile with a target links to it. */
export function DashboardTiles({ tiles }: { tiles: Tile[] }) {
  const { t, i18n } = useTranslation()
  const language = toLanguage(i18n.language) ?? 'en'
  return (
    <LabelledSection id="dashboard-overview" title={t('landing.overview')} level={2}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} data-testid="dashboard-tiles">
        {tiles.map((tile) => (
          <TileCard key={tile.key} tile={tile} language={language} />
        ))}
      </SimpleGrid>
    </LabelledSection>
  )
}

function TileCard({ tile, language }: { tile: Tile; language: Locale }) {
  const { t } = useTranslation()
  const path = pathForTarget(tile.to)
  const body = (
    <Paper withBorder p="md" radius="md" h="100%">
      <Text size="sm" c="dimmed">
        {t(`landing.tiles.${tile.key}`, { defaultValue: tile.key })}
      </Text>
      <Text fz={32} fw={700} data-testid={`tile-${tile.key}`}>
        {formatNumber(tile.value, language)}
      </Text>
    </Paper>
  )
  return path ? (
    <UnstyledButton component={Link} to={path} display="block">
      {body}
    </UnstyledButton>
  ) : (
    <div>{body}</div>
  )
}
