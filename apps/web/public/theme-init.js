// Runs before the first paint (plain <script src> in <head>; the CSP allows no inline script).
// Keys and values must match src/shared/theme/themeSettings.ts.
;(() => {
  var root = document.documentElement
  function read(key) {
    try {
      return window.localStorage.getItem(key)
    } catch (_error) {
      return null
    }
  }
  function oneOf(value, allowed, fallback) {
    return allowed.indexOf(value) >= 0 ? value : fallback
  }
  var darkMode = oneOf(read('portico.darkMode'), ['on', 'off', 'system'], 'system')
  var prefersDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches
  var dark = darkMode === 'on' || (darkMode === 'system' && prefersDark)
  root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light')
  root.style.colorScheme = dark ? 'dark' : 'light'
  root.setAttribute(
    'data-portico-theme',
    oneOf(read('portico.colorTheme'), ['default', 'amethyst', 'city', 'flat', 'modern', 'smooth'], 'default'),
  )
  root.setAttribute('data-portico-sidebar', oneOf(read('portico.sidebarStyle'), ['light', 'dark'], 'dark'))
  root.setAttribute('data-portico-header', oneOf(read('portico.headerStyle'), ['light', 'dark'], 'light'))
  var locale = read('portico.locale')
  if (locale === 'en' || locale === 'nl') root.setAttribute('lang', locale)
})()
