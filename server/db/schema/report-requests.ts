/**
 * Emailed reports (contract/report-requests.ts): each request a record, moved Queued → Running →
 * Sent | Failed by machines/records/reportRequest.ts, and the files mail carries (outbox rows
 * are text; their attachments sit here, one row per file).
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { companies, franchises, outbox, users } from './core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const reportRequests = pgTable('report_requests', {
  id: serial('id').primaryKey(),
  company_id: integer('company_id').notNull().references(() => companies.id),
  franchise_id: integer('franchise_id').references(() => franchises.id),
  /** The requester: the report is theirs, read with their reach, mailed to their address. */
  user_id: integer('user_id').notNull().references(() => users.id),
  /** One of REPORT_KINDS. */
  kind: text('kind').notNull(),
  /** One of REPORT_FORMATS. */
  format: text('format').notNull().default('csv'),
  /** The columns the file carries, in order (the default ones when none were chosen). */
  columns: jsonb('columns').$type<string[]>().notNull(),
  /** The period asked for: from inclusive, to exclusive (null: open). */
  from_at: at('from_at'),
  to_at: at('to_at'),
  /** REPORT_REQUEST_STATUSES id. */
  status: integer('status').notNull().default(1),
  progress: integer('progress').notNull().default(0),
  rows: integer('rows'),
  error: text('error'),
  /** The mail sent: set in the transaction that moves the request to Sent. */
  outbox_id: integer('outbox_id').references(() => outbox.id),
  attempts: integer('attempts').notNull().default(0),
  created_at: at('created_at').notNull().defaultNow(),
  started_at: at('started_at'),
  finished_at: at('finished_at'),
}, (t) => [
  index('report_requests_user_idx').on(t.user_id, t.created_at),
  index('report_requests_open_idx').on(t.status, t.created_at),
]);

export const outboxAttachments = pgTable('outbox_attachments', {
  id: serial('id').primaryKey(),
  outbox_id: integer('outbox_id').notNull().references(() => outbox.id, { onDelete: 'cascade' }),
  filename: text('filename').notNull(),
  content_type: text('content_type').notNull(),
  /** The file, base64 (mail carries it so anyway). */
  content: text('content').notNull(),
}, (t) => [index('outbox_attachments_outbox_idx').on(t.outbox_id)]);

