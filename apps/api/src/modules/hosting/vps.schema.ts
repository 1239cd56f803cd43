import { VPS_POWER_ACTIONS, VPS_POWER_STATES, VPS_STATUSES, VPS_TASK_STATUSES } from '@portico/contracts'
import { index, integer, pgTable, primaryKey, real, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { bytes, createdAt, requiredRef, timestamptz, uuidKey, versioned } from '../../db/columns.ts'
import { companyRef } from '../../db/schema/platform.ts'
import { serviceRecordColumns } from '../customers/customers.schema.ts'

/**
 * A VPS: a virtual machine at the VPS platform (Proxmox VE, or the sandbox), kept for its service.
 * Created by the order's provisioning (adapter `vps`) from the plan (the product's code); the specs
 * are what the platform was asked for, sizes in bytes.
 */
export const vpsInstances = pgTable(
  'vps_instances',
  {
    ...serviceRecordColumns(),
    platform: text('platform').notNull(),
    node: text('node'),
    vmid: integer('vmid'),
    name: text('name').notNull(),
    plan: text('plan').notNull(),
    cores: integer('cores').notNull(),
    memory_bytes: bytes('memory_bytes').notNull(),
    disk_bytes: bytes('disk_bytes').notNull(),
    template: text('template').notNull(),
    ip_addresses: text('ip_addresses').array().notNull().default([]),
    status: text('status', { enum: VPS_STATUSES }).notNull(),
    power: text('power', { enum: VPS_POWER_STATES }).notNull().default('unknown'),
    /** The platform's task (UPID) while provisioning waits for it. */
    task_id: text('task_id'),
    error: text('error'),
    /** Traffic a month (in + out) the plan includes; null unlimited. */
    traffic_limit_bytes: bytes('traffic_limit_bytes'),
    /** The alert stage reached this month (0, 80, 100): each stage is told once. */
    traffic_alert: integer('traffic_alert').notNull().default(0),
    ...versioned,
  },
  (t) => [
    uniqueIndex('vps_instances_service_key').on(t.service_id),
    uniqueIndex('vps_instances_platform_vm_key').on(t.platform, t.node, t.vmid),
    index('vps_instances_company_idx').on(t.company_id),
  ],
)

/**
 * The hourly collector's reading of a VPS's network counters (bytes since the machine started, reset
 * when it restarts) and its uptime; one per hour, so a second run in the same hour adds nothing.
 * Traffic is the sum of the counters' growth between readings (compute/traffic.ts).
 */
export const vpsTrafficSamples = pgTable(
  'vps_traffic_samples',
  {
    vps_id: requiredRef('vps_id', () => vpsInstances.id, { onDelete: 'cascade' }),
    hour: timestamptz('hour').notNull(),
    sampled_at: timestamptz('sampled_at').notNull(),
    netin: bytes('netin').notNull(),
    netout: bytes('netout').notNull(),
    uptime: integer('uptime').notNull(),
  },
  (t) => [primaryKey({ columns: [t.vps_id, t.hour] })],
)

/** A power action a customer asked for, with the platform's task (UPID) polled until it ends. */
export const vpsTasks = pgTable(
  'vps_tasks',
  {
    id: uuidKey(),
    vps_id: requiredRef('vps_id', () => vpsInstances.id, { onDelete: 'cascade' }),
    company_id: companyRef('company_id'),
    action: text('action', { enum: VPS_POWER_ACTIONS }).notNull(),
    upid: text('upid'),
    status: text('status', { enum: VPS_TASK_STATUSES }).notNull(),
    progress: integer('progress'),
    error: text('error'),
    started_at: createdAt(),
    finished_at: timestamptz('finished_at'),
  },
  (t) => [index('vps_tasks_vps_idx').on(t.vps_id, t.started_at)],
)

/** A dedicated server: hardware of its own, racked for the company; its power goes through a ticket. */
export const dedicatedServers = pgTable(
  'dedicated_servers',
  {
    ...serviceRecordColumns(),
    name: text('name').notNull(),
    model: text('model').notNull(),
    cpu: text('cpu').notNull(),
    cores: integer('cores').notNull(),
    memory_bytes: bytes('memory_bytes').notNull(),
    disks: text('disks').array().notNull().default([]),
    location: text('location').notNull(),
    ip_addresses: text('ip_addresses').array().notNull().default([]),
    power: text('power', { enum: ['on', 'off'] }).notNull(),
    status: text('status', { enum: ['active', 'suspended', 'terminated'] }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('dedicated_servers_company_idx').on(t.company_id)],
)

/*
 * The sandbox VPS platform's own state (the platform's, not a tenant's, like the sandbox panel): its
 * VMs, and its tasks that the job completes a few seconds later. Counters follow the clock from each
 * VM's start.
 */
export const vpsSandboxVms = pgTable(
  'vps_sandbox_vms',
  {
    node: text('node').notNull(),
    vmid: integer('vmid').notNull(),
    name: text('name').notNull(),
    cores: integer('cores').notNull(),
    memory_mib: integer('memory_mib').notNull(),
    disk_gib: integer('disk_gib').notNull(),
    template: text('template').notNull(),
    ip_addresses: text('ip_addresses').array().notNull().default([]),
    status: text('status', { enum: ['running', 'stopped'] }).notNull(),
    /** When it last started (its counters and uptime count from here); null while stopped. */
    started_at: timestamptz('started_at'),
    /** Bytes per second in and out while it runs. */
    in_rate: real('in_rate').notNull(),
    out_rate: real('out_rate').notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.node, t.vmid] })],
)

export const vpsSandboxTasks = pgTable('vps_sandbox_tasks', {
  upid: text('upid').primaryKey(),
  node: text('node').notNull(),
  vmid: integer('vmid').notNull(),
  type: text('type', {
    enum: ['qmcreate', 'qmstart', 'qmstop', 'qmshutdown', 'qmreboot', 'qmdestroy'],
  }).notNull(),
  status: text('status', { enum: ['running', 'stopped'] }).notNull(),
  exitstatus: text('exitstatus'),
  ready_at: timestamptz('ready_at').notNull(),
  created_at: createdAt(),
})
