import { defineTexts, type Translations } from '@portico/contracts'
import type { Locale } from './locale.ts'

/**
 * A message the API writes, by code, in every language it speaks; `values` fill `{name}` slots.
 * Each area keeps its own in `<area>.texts.ts` (see {@link serverTexts}), so editing the English
 * never loses the Dutch.
 */
export type Text = Translations & {
  readonly code: string
  readonly values?: Readonly<Record<string, string>>
}

/** An area's API messages by code: `const texts = serverTexts('billing', { notFound: { en, nl } })`. */
export function serverTexts<K extends string>(area: string, texts: Record<K, Translations>): Record<K, Text> {
  const { codes } = defineTexts(area, texts)
  const result = {} as Record<K, Text>
  for (const key of Object.keys(texts) as K[]) result[key] = { code: codes[key], ...texts[key] }
  return result
}

/** The text with its `{name}` slots filled. */
export function withValues(text: Text, values: Record<string, string>): Text {
  return { ...text, values }
}

/** The text in `locale`, slots filled. */
export function render(text: Text, locale: Locale): string {
  return text[locale].replace(/\{(\w+)\}/g, (slot, name: string) => text.values?.[name] ?? slot)
}
