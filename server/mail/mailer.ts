/**
 * Mail leaves through the outbox table. Each message is also dropped as an .eml file
 * under DATA_DIR/mail (so a console without SMTP still shows reset links), and sent
 * over SMTP when SMTP_URL is set. A failed send is recorded on the row, never thrown.
 *
 * Every instance on one database delivers from the same outbox, so a row is claimed before it
 * is sent (claimed_at/claimed_by, FOR UPDATE SKIP LOCKED): one instance sends it. A claim older
 * than MAIL_CLAIM_LEASE_MS belongs to a sender that died mid-delivery, and is taken over by the
 * next delivery (the outbox sweep runs one every minute, server/jobs/index.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { Db, Tx } from '../db/client.ts';
import { firstRow } from '../db/first-row.ts';
import { outbox, outboxAttachments } from '../db/schema/index.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  /** Files sent with the text (the .eml drop is then a multipart message). */
  attachments?: MailAttachment[];
  /**
   * Queues the mail at most once: a second `queue` with the same key (a retried job) writes
   * nothing and answers the first row's id.
   */
  key?: string;
}

export interface Mailer {
  /** Records the message in the outbox (inside the caller's transaction when given one). */
  queue(db: Db | Tx, message: MailMessage): Promise<number>;
  /**
   * Delivers queued messages; called after the transaction that queued them commits. One
   * delivery runs at a time: a call during one makes it go round once more, and resolves then.
   */
  flush(db: Db): Promise<void>;
  /**
   * Delivers in the background, for requests that must not wait for mail: a slow SMTP server
   * would hold the answer, and its time would tell who has an account. Failures are logged.
   */
  flushLater(db: Db): void;
  /** Resolves when no delivery is running: awaited before the database closes, so none is cut off mid-write. */
  settled(): Promise<void>;
}

const FROM = 'Vending Console <no-reply@vending.local>';
/**
 * How long a claim holds: longer than any delivery (nodemailer's SMTP timeouts below are
 * shorter), so a live sender is never taken over; a dead sender's mail goes out this late.
 */
export const MAIL_CLAIM_LEASE_MS = 10 * 60_000;
const SMTP_TIMEOUTS = { connectionTimeout: 60_000, greetingTimeout: 30_000, socketTimeout: 120_000 };
/** Rows one claim takes: a delivery round's work, never a long lock. */
const CLAIM_BATCH = 50;

export function createMailer(options: { dropDir: string | null; smtpUrl?: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl, SMTP_TIMEOUTS) : null;
  // Who claims rows: this process's mailer (its rows are the ones it may mark sent).
  const instance = randomUUID();

  async function deliver(db: Db, row: typeof outbox.$inferSelect) {
    let error: string | null = null;
    const files = await db.select().from(outboxAttachments).where(eq(outboxAttachments.outbox_id, row.id)).orderBy(outboxAttachments.id);
    const attachments = files.map((f) => ({ filename: f.filename, contentType: f.content_type, content: Buffer.from(f.content, 'base64') }));
    if (options.dropDir) {
      mkdirSync(options.dropDir, { recursive: true });
      const eml = attachments.length
        ? await new MailComposer({ from: FROM, to: row.to, subject: row.subject, text: row.body, date: row.created_at, attachments }).compile().build()
        : `From: ${FROM}\r\nTo: ${row.to}\r\nSubject: ${row.subject}\r\nDate: ${row.created_at.toUTCString()}\r\n\r\n${row.body}\r\n`;
      writeFileSync(join(options.dropDir, `${String(row.id).padStart(6, '0')}.eml`), eml);
    }
    if (transport) {
      try {
        await transport.sendMail({ from: FROM, to: row.to, subject: row.subject, text: row.body, attachments });
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
        console.error(`mail ${row.id} to ${row.to} failed: ${error}`);
      }
    }
    await db.update(outbox).set({ sent_at: error ? null : new Date(), error }).where(and(eq(outbox.id, row.id), eq(outbox.claimed_by, instance)));
  }

  /** Claims unsent rows nobody holds (or whose claim has lapsed); rows another instance is claiming are skipped. */
  function claim(db: Db) {
    const lapsed = sql`now() - make_interval(secs => ${MAIL_CLAIM_LEASE_MS / 1000})`;
    const free = db.select({ id: outbox.id }).from(outbox)
      .where(and(isNull(outbox.sent_at), isNull(outbox.error), or(isNull(outbox.claimed_at), lt(outbox.claimed_at, lapsed))))
      .orderBy(outbox.id)
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    return db.update(outbox).set({ claimed_at: sql`now()`, claimed_by: instance }).where(inArray(outbox.id, free)).returning();
  }

  async function deliverPending(db: Db) {
    for (;;) {
      const claimed = await claim(db);
      if (!claimed.length) return;
      for (const row of claimed.sort((a, b) => a.id - b.id)) await deliver(db, row);
    }
  }

  // Two deliveries at once in one process would only wait on each other's claims: one runs.
  let running: Promise<void> | null = null;
  let again = false;
  function flush(db: Db): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await deliverPending(db);
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  }

  return {
    async queue(db, { attachments = [], key, ...message }) {
      const inserted = await db.insert(outbox).values({ ...message, key: key ?? null }).onConflictDoNothing().returning({ id: outbox.id });
      if (!inserted.length && key) {
        const [queued] = await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.key, key));
        return firstRow(queued ? [queued] : [], 'the mail queued before').id;
      }
      const id = firstRow(inserted, 'the queued mail').id;
      if (attachments.length) {
        await db.insert(outboxAttachments).values(attachments.map((a) => ({ outbox_id: id, filename: a.filename, content_type: a.contentType, content: a.content.toString('base64') })));
      }
      return id;
    },
    flush,
    flushLater(db) {
      void flush(db).catch((error: unknown) => console.error('mail delivery failed:', error instanceof Error ? error.message : error));
    },
    async settled() {
      while (running) await running.catch(() => {});
    },
  };
}
