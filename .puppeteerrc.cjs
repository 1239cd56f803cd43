// pa11y (bench) drives Puppeteer; we use Debian's chromium, never a downloaded browser.
module.exports = { skipDownload: true }
