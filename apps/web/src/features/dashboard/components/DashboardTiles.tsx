import { Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core'
import type { DashboardResponse, Locale } from '@portico/contracts'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { formatMoney, formatNumber } from '../../../shared/i18n/format.ts'
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

/** What a figure is measured against: last month's revenue, the seats bought and free. */
function TileDetail({ tile, language }: { tile: Tile; language: Locale }) {
  const { t } = useTranslation()
  const number = (n: number) => formatNumber(n, language)
  const text =
    tile.previous !== undefined && tile.currency
      ? t('landing.lastMonth', { amount: formatMoney(tile.previous, tile.currency, language) })
      : tile.of !== undefined
        ? t('landing.seatsOf', { total: number(tile.of), free: number(Math.max(0, tile.of - tile.value)) })
        : null
  return text ? (
    <Text size="sm" c="dimmed" data-testid={`tile-${tile.key}-detail`}>
      {text}
    </Text>
  ) : null
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
        {tile.currency
          ? formatMoney(tile.value, tile.currency, language)
          : formatNumber(tile.value, language)}
      </Text>
      <TileDetail tile={tile} language={language} />
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
