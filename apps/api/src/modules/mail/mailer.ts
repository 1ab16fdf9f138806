/** Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise the dev mailbox in DATA_DIR. */
import { randomUUID } from 'node:crypto';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
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

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  const host = new URL(smtpUrl).host;
  return {
    description: `SMTP (${host})`,
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/** Keeps every mail as a JSON line in `<dataDir>/mailbox.jsonl`, shown at /dev/mailbox. */
export function createDevMailbox(dataDir: string, from: string): Mailer {
  const file = path.join(dataDir, 'mailbox.jsonl');
  return {
    description: `the dev mailbox (${file}), shown at /dev/mailbox`,
    async send(message) {
      const mail: StoredMail = { id: randomUUID(), from, sentAt: new Date().toISOString(), ...message };
      await mkdir(dataDir, { recursive: true });
      await appendFile(file, `${JSON.stringify(mail)}\n`);
    },
    async list() {
      let raw: string;
      try {
        raw = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      return raw
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as StoredMail)
        .reverse();
    },
  };
}
