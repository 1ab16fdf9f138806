/** Playwright helpers: owners made through the real sign-up and the dev mailbox, signed in through the real API. */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

export interface E2eOwner {
  email: string;
  password: string;
  fullName: string;
  restaurantName: string;
}

interface StoredMail {
  to: string;
  subject: string;
  text: string;
}

/** The app's origin as the server knows it (APP_URL in playwright.config.ts); state-changing API calls must come from it. */
export function appOrigin(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 3999}`;
}

/** The first link in the newest mail to `email` whose subject matches, read from the server's /dev/mailbox.json. */
export async function linkFromMailboxJson(request: APIRequestContext, email: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { mails } = (await (await request.get('/dev/mailbox.json')).json()) as { mails: StoredMail[] };
      link = mails.find((mail) => mail.to === email && subject.test(mail.subject))?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

export function newOwner(overrides: Partial<E2eOwner> = {}): E2eOwner {
  return {
    email: `owner-${randomBytes(5).toString('hex')}@example.com`,
    password: 'a fine long password',
    fullName: 'Ada Lovelace',
    restaurantName: `Chez Ada ${randomBytes(2).toString('hex')}`,
    ...overrides,
  };
}

/** Mails the running server wrote to its dev mailbox, newest first. */
export async function readMailbox(): Promise<StoredMail[]> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the browser tests through `npm run test:e2e`');
  const raw = await readFile(path.join(dataDir, 'mailbox.jsonl'), 'utf8').catch(() => '');
  // The text after the last newline is a mail the server is still writing: left for the next read.
  return raw
    .split('\n')
    .slice(0, -1)
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredMail)
    .reverse();
}

/** The first link in the newest mail to `email` whose subject matches. */
export async function linkFromMail(email: string, subject: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readMailbox()).find((candidate) => candidate.to === email && subject.test(candidate.subject));
      link = mail?.text.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

/** Signs up through the API and follows the verification link, as an owner would from their inbox. */
export async function signUpVerified(request: APIRequestContext, owner: E2eOwner = newOwner()): Promise<E2eOwner> {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { origin: appOrigin() },
    data: { email: owner.email, password: owner.password, name: owner.fullName, full_name: owner.fullName, restaurant_name: owner.restaurantName },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const link = await linkFromMail(owner.email, /verify/i);
  const verify = await request.get(link, { maxRedirects: 0 });
  expect(verify.status()).toBeLessThan(400);
  return owner;
}

/** A verified owner, signed in in this page's browser context (the API sets the session cookie). */
export async function signInAs(page: Page, owner: E2eOwner): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: { origin: appOrigin() },
    data: { email: owner.email, password: owner.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function signedInOwner(page: Page, overrides: Partial<E2eOwner> = {}): Promise<E2eOwner> {
  const owner = await signUpVerified(page.request, newOwner(overrides));
  await signInAs(page, owner);
  return owner;
}

/**
 * Settings, once every section has its data. The sections read theirs after the page shows, and each that arrives
 * makes itself taller and moves every section below it: a click aimed at a button while that happens can land on
 * another control (the two-factor test's "Turn on" click was lost that way once in CI).
 */
export async function openSettings(page: Page): Promise<void> {
  await page.goto('/dashboard/settings');
  // Printers is the last section loaded on demand (its own chunk), and shows for an owner on every plan.
  await expect(page.getByRole('heading', { level: 2, name: 'Printers', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Loading\b/)).toHaveCount(0);
  // No id twice on the page: a label names its field by id, and the sections loaded on demand once repeated the ids
  // of the forms above them (lib/use-unique-id.ts says why).
  const repeated = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  expect(repeated, 'ids used twice on Settings').toEqual([]);
}
