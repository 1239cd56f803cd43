import { AreaPages } from '../AreaPages.ts'

/** The bell in the header and its list of notifications. */
export class NotificationsPages extends AreaPages {
  bell() {
    return this.page.getByTestId('notifications-bell')
  }

  /** The bell's accessible name: "Notifications, 2 unread" (or just "Notifications"). */
  bellName() {
    return this.bell().getAttribute('aria-label')
  }

  /** Opens the list and waits for its rows (or its empty text). */
  async open() {
    await this.bell().click()
    await this.page.getByTestId('notifications-panel').waitFor()
    await this.page
      .getByTestId('notification-item')
      .first()
      .or(this.page.getByTestId('notifications-panel').getByText(/No notifications|Geen meldingen/))
      .waitFor()
  }

  /** The list's row that reads `text`. */
  item(text: string) {
    return this.page.getByTestId('notification-item').filter({ hasText: text })
  }

  async readAll() {
    await this.page.getByTestId('notifications-read-all').click()
  }
}
