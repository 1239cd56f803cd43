import type { Locale } from './common.ts'

/** A message in every language the portal speaks. */
export type Translations = { readonly en: string; readonly nl: string }

/**
 * An area's validation messages, keyed by code. A schema carries the code (`texts.iban` is
 * "billing.iban"); the API and the web app show the message in the caller's language with
 * {@link textFor}. Editing the English never loses the Dutch: both sit under one code.
 */
export function defineTexts<K extends string>(area: string, texts: Record<K, Translations>) {
  const codes = {} as Record<K, string>
  const catalogue: Record<string, Translations> = {}
  for (const key of Object.keys(texts) as K[]) {
    codes[key] = `${area}.${key}`
    catalogue[`${area}.${key}`] = texts[key]
  }
  return { codes, catalogue }
}

/** The message for a code from `catalogue`, in `locale`; anything that is not a code comes back as is. */
export function textFor(
  catalogue: Readonly<Record<string, Translations>>,
  message: string,
  locale: Locale,
): string {
  return catalogue[message]?.[locale] ?? message
}
