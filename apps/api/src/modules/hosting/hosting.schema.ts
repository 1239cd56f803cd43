import { HOSTING_ACCOUNT_STATUSES } from '@portico/contracts'
import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { bytes, cartItemId, createdAt, requiredRef, timestamptz, versioned } from '../../db/columns.ts'
import { serviceRecordColumns } from '../customers/customers.schema.ts'

/**
 * A web hosting account at a panel: what the company ordered (domain, package) and where the panel
 * has it. Ordered with a cart line (`cart_item_id`); the order's provisioning (the `hosting` adapter)
 * claims it for its service and creates it at the panel.
 */
export const hostingAccounts = pgTable(
  'hosting_accounts',
  {
    ...serviceRecordColumns(),
    cart_item_id: cartItemId(),
    /** The panel that holds it ('sandbox', 'directadmin'). */
    panel: text('panel').notNull(),
    username: text('username').notNull(),
    domain: text('domain').notNull(),
    package: text('package').notNull(),
    status: text('status', { enum: HOSTING_ACCOUNT_STATUSES }).notNull(),
    /** The panel's task while an operation runs. */
    task_id: text('task_id'),
    error: text('error'),
    /** The alert stage reached per limit this period (0, 80, 100): each stage is told once. */
    disk_alert: integer('disk_alert').notNull().default(0),
    traffic_alert: integer('traffic_alert').notNull().default(0),
    ...versioned,
  },
  (t) => [
    uniqueIndex('hosting_accounts_panel_username_key').on(t.panel, t.username),
    uniqueIndex('hosting_accounts_service_key').on(t.service_id),
    index('hosting_accounts_company_idx').on(t.company_id),
  ],
)

/** An account's use on one day (the daily collector), in bytes; a null limit is unlimited. */
export const hostingUsageDays = pgTable(
  'hosting_usage_days',
  {
    account_id: requiredRef('account_id', () => hostingAccounts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    disk_bytes: bytes('disk_bytes').notNull(),
    traffic_bytes: bytes('traffic_bytes').notNull(),
    disk_limit_bytes: bytes('disk_limit_bytes'),
    traffic_limit_bytes: bytes('traffic_limit_bytes'),
  },
  (t) => [primaryKey({ columns: [t.account_id, t.day] })],
)

/*
 * The sandbox panel's own state: one panel shared by every provider, as a real server is. Sizes in
 * bytes, null unlimited.
 */
export const hostingSandboxPackages = pgTable('hosting_sandbox_packages', {
  name: text('name').primaryKey(),
  disk_bytes: bytes('disk_bytes'),
  traffic_bytes: bytes('traffic_bytes'),
  domains: integer('domains'),
  mailboxes: integer('mailboxes'),
  databases: integer('databases'),
})

export const hostingSandboxAccounts = pgTable('hosting_sandbox_accounts', {
  username: text('username').primaryKey(),
  domain: text('domain').notNull(),
  email: text('email').notNull(),
  package: text('package').notNull(),
  suspended_reason: text('suspended_reason'),
  password_changed_at: timestamptz('password_changed_at').notNull(),
  /** How the account's disk starts and grows, and its traffic per day: its use follows the calendar. */
  disk_start_bytes: bytes('disk_start_bytes').notNull(),
  disk_per_day_bytes: bytes('disk_per_day_bytes').notNull(),
  traffic_per_day_bytes: bytes('traffic_per_day_bytes').notNull(),
  /** The one-time key of the last single sign-on URL, until it is used or expires. */
  login_key: text('login_key'),
  login_expires_at: timestamptz('login_expires_at'),
  created_at: createdAt(),
})

/** An operation the sandbox panel completes later (its job), like a panel's queued task. */
export const hostingSandboxTasks = pgTable('hosting_sandbox_tasks', {
  id: text('id').primaryKey(),
  username: text('username').notNull(),
  action: text('action', { enum: ['create', 'change_package', 'terminate'] }).notNull(),
  input: jsonb('input').notNull().default(sql`'{}'::jsonb`),
  status: text('status', { enum: ['running', 'done', 'failed'] }).notNull(),
  error: text('error'),
  ready_at: timestamptz('ready_at').notNull(),
  created_at: createdAt(),
})
