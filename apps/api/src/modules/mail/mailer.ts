/** Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise the dev mailbox in DATA_DIR. */
import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@maitre/shared/locales';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language the mail is written in: sent as its Content-Language header, kept by the dev mailbox. */
  language: Locale;
}

export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

export interface Mailer {
  /** Where mail goes, for the start-up log. */
  readonly description: string;
  send(message: MailMessage): Promise<void>;
  /** Mails kept by the dev mailbox, newest first; undefined when mail goes out over SMTP. */
  list?(): Promise<StoredMail[]>;
}

/** `transport` is for tests (nodemailer's stream transport shows the message as it would go out). */
export function createSmtpMailer(smtpUrl: string, from: string, transport: Pick<Transporter, 'sendMail'> = nodemailer.createTransport(smtpUrl)): Mailer {
  const host = new URL(smtpUrl).host;
  return {
    description: `SMTP (${host})`,
    async send({ language, ...message }) {
      await transport.sendMail({ from, ...message, headers: { 'Content-Language': language } });
    },
  };
}

/**
 * Keeps every mail as a JSON line in `<dataDir>/mailbox.jsonl`, shown at /dev/mailbox.
 * Writes are queued one after another so two mails never interleave, and `list()` ignores a last line that has
 * no newline yet: a reader may meet a mail half written (seen in CI: a 1 KB prefix of a mail).
 */
export function createDevMailbox(dataDir: string, from: string): Mailer {
  const file = path.join(dataDir, 'mailbox.jsonl');
  let writes: Promise<unknown> = Promise.resolve();
  return {
    description: `the dev mailbox (${file}), shown at /dev/mailbox`,
    send(message) {
      const mail: StoredMail = { id: randomUUID(), from, sentAt: new Date().toISOString(), ...message };
      const write = writes.then(async () => {
        await mkdir(dataDir, { recursive: true });
        await appendFile(file, `${JSON.stringify(mail)}\n`);
      });
      writes = write.catch(() => undefined);
      return write;
    },
    async list() {
      let raw: string;
      try {
        raw = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return completeLines(raw)
        .map((line) => JSON.parse(line) as StoredMail)
        .reverse();
    },
  };
}

/** The lines of `raw` that end with a newline: the text after the last newline is a mail still being written. */
export function completeLines(raw: string): string[] {
  const lines = raw.split('\n');
  lines.pop();
  return lines.filter(Boolean);
}
