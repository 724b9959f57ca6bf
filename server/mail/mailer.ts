/**
 * Mail leaves through the outbox table. Each message is also dropped as an .eml file
 * under DATA_DIR/mail (so a console without SMTP still shows reset links), and sent
 * over SMTP when SMTP_URL is set. A failed send is recorded on the row, never thrown.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
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

export function createMailer(options: { dropDir: string | null; smtpUrl?: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;

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
    await db.update(outbox).set({ sent_at: error ? null : new Date(), error }).where(eq(outbox.id, row.id));
  }

  async function deliverPending(db: Db) {
    const pending = await db.select().from(outbox).where(and(isNull(outbox.sent_at), isNull(outbox.error))).limit(50);
    for (const row of pending) await deliver(db, row);
  }

  // Two deliveries at once would both pick the same pending rows and send each mail twice.
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
