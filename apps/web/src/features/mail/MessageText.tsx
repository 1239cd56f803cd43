import { Anchor } from '@mantine/core'

const URL_PATTERN = /(https?:\/\/[^\s<>"']+)/g

/** A plain-text mail with its web links clickable; everything else stays text (React escapes it). */
export function MessageText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN)
  return (
    <pre style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0, fontFamily: 'inherit' }}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Anchor key={index} href={part} target="_blank" rel="noopener noreferrer" data-testid="mail-link">
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </pre>
  )
}
