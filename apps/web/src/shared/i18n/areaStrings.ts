type Bundle = Record<string, unknown>

/** The same keys as T, every leaf a string: a translation's type, so a missing key is a type error. */
export type DeepStrings<T> = { [K in keyof T]: T[K] extends string ? string : DeepStrings<T[K]> }

/**
 * An area's start-up strings (features/<area>/i18n/shell.ts): its menu labels, page titles and the parts
 * of the shell it owns. English is added at start, Dutch when the language is (or becomes) nl. Page
 * strings stay with the lazy pages (registerTranslations).
 */
export type AreaStrings = { en: Bundle; nl: () => Promise<{ default: Bundle }> }
