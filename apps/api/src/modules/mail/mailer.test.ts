import { appendFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { createDevMailbox, createSmtpMailer } from './mailer.ts';

describe('SMTP mailer', () => {
  it("sends the mail's language as its Content-Language header", async () => {
    // nodemailer's stream transport builds the message exactly as SMTP would send it, without a server.
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent: string[] = [];
    const mailer = createSmtpMailer('smtp://mail.example.com:587', 'Maître <no-reply@maitre.example>', {
      sendMail: async (options) => {
        const info = await transport.sendMail(options);
        sent.push(String(info.message));
        return info;
      },
    });
    await mailer.send({ to: 'chef@example.com', subject: 'Bonjour', text: 'Bonjour,', html: '<p>Bonjour,</p>', language: 'fr' });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatch(/^Content-Language: fr\r$/m);
    expect(sent[0]).toMatch(/^To: chef@example.com\r$/m);
    expect(sent[0]).not.toMatch(/^language:/im);
  });
});

describe('dev mailbox', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('lists the mails that are written whole and skips one still being written', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'maitre-mailbox-'));
    const mailbox = createDevMailbox(dir, 'Maître <no-reply@maitre.local>');
    await mailbox.send({ to: 'a@example.com', subject: 'Whole', text: 'x', html: '<p>x</p>', language: 'en' });
    await appendFile(path.join(dir, 'mailbox.jsonl'), '{"id":"half","to":"b@example.com","subject":"Half wri');

    const mails = await mailbox.list?.();
    expect(mails?.map((mail) => mail.subject)).toEqual(['Whole']);
  });

  it('keeps every mail whole when many large mails are sent at once while someone reads', async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'maitre-mailbox-'));
    const mailbox = createDevMailbox(dir, 'Maître <no-reply@maitre.local>');
    const body = 'é'.repeat(200_000);
    const sends = Array.from({ length: 12 }, (_, index) =>
      mailbox.send({ to: `${index}@example.com`, subject: `Mail ${index}`, text: body, html: body, language: 'en' }),
    );
    const reads = Array.from({ length: 12 }, () => mailbox.list?.());
    await Promise.all([...sends, ...reads]);

    const mails = (await mailbox.list?.()) ?? [];
    expect(mails.map((mail) => mail.subject).sort()).toEqual(Array.from({ length: 12 }, (_, index) => `Mail ${index}`).sort());
    expect(mails.every((mail) => mail.text === body)).toBe(true);
  });
});
