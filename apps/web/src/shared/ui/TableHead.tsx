import { Table } from '@mantine/core'
import type { ReactNode } from 'react'

/** A header cell: its label, or the label with an alignment or width. */
export type HeadCell = ReactNode | { label: ReactNode; ta?: 'right'; w?: number }

const isSized = (cell: HeadCell): cell is { label: ReactNode; ta?: 'right'; w?: number } =>
  typeof cell === 'object' && cell !== null && 'label' in cell

/** The header row of a plain table, from its column labels. */
export function TableHead({ cells }: { cells: HeadCell[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {cells.map((cell, index) =>
          isSized(cell) ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, their order is their identity
            <Table.Th key={index} ta={cell.ta} w={cell.w}>
              {cell.label}
            </Table.Th>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, their order is their identity
            <Table.Th key={index}>{cell}</Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  )
}
