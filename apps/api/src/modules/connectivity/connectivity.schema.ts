import {
  INTERNET_LINE_STATUSES,
  PORT_STATUSES,
  SIM_ACTIONS,
  SIM_STATES,
  SIM_TASK_STATUSES,
  TECHNOLOGIES,
} from '@portico/contracts'
import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { cartItemId, createdAt, requiredRef, timestamptz, uuidKey } from '../../db/columns.ts'
import { companyRef, tenantRecordColumns } from '../../db/schema/platform.ts'
import { serviceRecordColumns } from '../customers/customers.schema.ts'

/**
 * An internet line a company ordered at an address: the carrier's package, the wish date, the
 * carrier's order and where it stands on the delivery timeline (internet_line_events).
 */
export const internetLines = pgTable(
  'internet_lines',
  {
    ...serviceRecordColumns(),
    /** The cart line the order became (until it is ordered). */
    cart_item_id: cartItemId(),
    postcode: text('postcode').notNull(),
    house_number: integer('house_number').notNull(),
    addition: text('addition'),
    street: text('street').notNull(),
    city: text('city').notNull(),
    package_code: text('package_code').notNull(),
    carrier: text('carrier').notNull(),
    technology: text('technology', { enum: TECHNOLOGIES }).notNull(),
    down_mbps: integer('down_mbps').notNull(),
    up_mbps: integer('up_mbps').notNull(),
    wish_date: date('wish_date').notNull(),
    planned_date: date('planned_date'),
    status: text('status', { enum: INTERNET_LINE_STATUSES }).notNull(),
    carrier_order_id: text('carrier_order_id'),
    /** The carrier adapter that took the order: sandbox or live. */
    carrier_mode: text('carrier_mode').notNull(),
    error: text('error'),
    created_at: createdAt(),
  },
  (t) => [
    index('internet_lines_company_idx').on(t.company_id, t.created_at),
    uniqueIndex('internet_lines_cart_item_key').on(t.cart_item_id),
  ],
)

/** The delivery timeline: one row per status a line reached (recorded once, whoever sees it first). */
export const internetLineEvents = pgTable(
  'internet_line_events',
  {
    id: uuidKey(),
    line_id: requiredRef('line_id', () => internetLines.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INTERNET_LINE_STATUSES }).notNull(),
    planned_date: date('planned_date'),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('internet_line_events_status_key').on(t.line_id, t.status)],
)

/**
 * The sandbox carrier's orders (its own state, as a wholesale carrier keeps it): each moves one step
 * along the timeline when asked after `next_step_at`, so jobs following a line see it advance.
 */
export const connectivitySandboxOrders = pgTable(
  'connectivity_sandbox_orders',
  {
    id: text('id').primaryKey(),
    package_code: text('package_code').notNull(),
    postcode: text('postcode').notNull(),
    house_number: integer('house_number').notNull(),
    addition: text('addition'),
    wish_date: date('wish_date').notNull(),
    planned_date: date('planned_date'),
    status: text('status', { enum: ['submitted', 'planned', 'delivered', 'active', 'terminated'] }).notNull(),
    next_step_at: timestamptz('next_step_at'),
    /** The reseller's own reference (our line id): one order per reference, however often it is sent. */
    reference: text('reference').notNull(),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('connectivity_sandbox_orders_reference_key').on(t.reference)],
)

/** A company's SIM card at the MVNO: its numbers, state, bundle and data limit. */
export const mobileSims = pgTable(
  'mobile_sims',
  {
    ...tenantRecordColumns(),
    iccid: text('iccid').notNull(),
    imsi: text('imsi').notNull(),
    /** E.164 */
    msisdn: text('msisdn').notNull(),
    state: text('state', { enum: SIM_STATES }).notNull(),
    bundle: text('bundle').notNull(),
    bundle_data_mb: integer('bundle_data_mb').notNull(),
    /** MB per month; null: the bundle's only. */
    data_limit_mb: integer('data_limit_mb'),
    mvno_mode: text('mvno_mode').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('mobile_sims_iccid_key').on(t.iccid),
    index('mobile_sims_company_idx').on(t.company_id),
  ],
)

/** A SIM's use per calendar month, as the MVNO reports it. */
export const mobileSimUsage = pgTable(
  'mobile_sim_usage',
  {
    sim_id: requiredRef('sim_id', () => mobileSims.id, { onDelete: 'cascade' }),
    /** YYYY-MM */
    month: text('month').notNull(),
    data_mb: integer('data_mb').notNull(),
    voice_minutes: integer('voice_minutes').notNull(),
    sms: integer('sms').notNull(),
  },
  (t) => [uniqueIndex('mobile_sim_usage_month_key').on(t.sim_id, t.month)],
)

/** A change asked of the MVNO for a SIM (its request id), applied to the SIM once the MVNO has done it. */
export const mobileSimTasks = pgTable(
  'mobile_sim_tasks',
  {
    id: uuidKey(),
    sim_id: requiredRef('sim_id', () => mobileSims.id, { onDelete: 'cascade' }),
    action: text('action', { enum: SIM_ACTIONS }).notNull(),
    params: jsonb('params').notNull(),
    status: text('status', { enum: SIM_TASK_STATUSES }).notNull(),
    request_id: text('request_id'),
    error: text('error'),
    created_at: createdAt(),
    completed_at: timestamptz('completed_at'),
  },
  (t) => [
    index('mobile_sim_tasks_sim_idx').on(t.sim_id, t.created_at),
    // One change at a time per SIM, as MVNOs refuse a second while one is pending.
    uniqueIndex('mobile_sim_tasks_pending_key').on(t.sim_id).where(sql`${t.status} = 'pending'`),
  ],
)

/** The sandbox MVNO's requests: each is done once its time has come and it is asked about. */
export const mobileSandboxRequests = pgTable('mobile_sandbox_requests', {
  id: text('id').primaryKey(),
  iccid: text('iccid').notNull(),
  action: text('action', { enum: SIM_ACTIONS }).notNull(),
  status: text('status', { enum: ['PENDING', 'DONE'] }).notNull(),
  completes_at: timestamptz('completes_at').notNull(),
  created_at: createdAt(),
})

/** A company's SIP trunk: its concurrent channels and SIP account. */
export const voipTrunks = pgTable('voip_trunks', {
  ...tenantRecordColumns(),
  name: text('name').notNull(),
  channels: integer('channels').notNull(),
  sip_username: text('sip_username').notNull(),
  created_at: createdAt(),
})

/** The numbers (E.164) connected to a trunk; a number being ported in is 'porting'. */
export const voipNumbers = pgTable(
  'voip_numbers',
  {
    id: uuidKey(),
    trunk_id: requiredRef('trunk_id', () => voipTrunks.id, { onDelete: 'cascade' }),
    company_id: companyRef('company_id'),
    number: text('number').notNull(),
    status: text('status', { enum: ['assigned', 'porting'] }).notNull(),
  },
  (t) => [uniqueIndex('voip_numbers_number_key').on(t.number)],
)

/** A request to port numbers in from another provider, following the porting platform's statuses. */
export const voipPortRequests = pgTable('voip_port_requests', {
  ...tenantRecordColumns(),
  trunk_id: requiredRef('trunk_id', () => voipTrunks.id),
  numbers: text('numbers').array().notNull(),
  current_provider: text('current_provider').notNull(),
  wish_date: date('wish_date').notNull(),
  status: text('status', { enum: PORT_STATUSES }).notNull(),
  first_possible_date: date('first_possible_date'),
  reason: text('reason'),
  /** The porting platform's request id. */
  platform_id: text('platform_id'),
  porting_mode: text('porting_mode').notNull(),
  created_at: createdAt(),
})

/** The statuses a port request went through, each once. */
export const voipPortEvents = pgTable(
  'voip_port_events',
  {
    id: uuidKey(),
    request_id: requiredRef('request_id', () => voipPortRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: PORT_STATUSES }).notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('voip_port_events_status_key').on(t.request_id, t.status)],
)

/** The sandbox porting platform's requests: each moves one step when asked after `next_step_at`. */
export const voipSandboxPorts = pgTable('voip_sandbox_ports', {
  id: text('id').primaryKey(),
  numbers: text('numbers').array().notNull(),
  wish_date: date('wish_date').notNull(),
  status: text('status', { enum: PORT_STATUSES }).notNull(),
  first_possible_date: date('first_possible_date'),
  reason: text('reason'),
  next_step_at: timestamptz('next_step_at'),
  created_at: createdAt(),
})
