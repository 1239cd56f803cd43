/**
 * Notifications area, start-up strings (parts of the shell): the bell in the header and its list.
 * Listed in apps/web/src/app/translations.ts. shell.nl.ts: same keys.
 */
const en = {
  notifications: {
    bell: 'Notifications',
    bellUnread_one: 'Notifications, {{count}} unread',
    bellUnread_other: 'Notifications, {{count}} unread',
    title: 'Notifications',
    readAll: 'Mark all read',
    empty: 'No notifications.',
    loadError: 'The notifications could not be loaded.',
    more: 'Show more',
    unread: 'Unread',
    event: {
      ticket_created: 'New ticket from {{company}}',
      ticket_customer_reply: '{{company}} replied',
      quote_accepted: '{{company}} accepted a quote',
      order_awaiting_approval: 'Order of {{company}} awaits approval',
      provisioning_failed: 'Setting up failed for {{company}}',
    },
  },
}

export default en
