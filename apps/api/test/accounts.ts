/** Helpers for the account tests: sign-up bodies, the dev mailbox, cookies. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { StoredMail } from '../src/modules/mail/mailer.ts';
import { cookieHeaderFrom, uniqueEmail } from './factories.ts';

export interface SignUpBody {
  email: string;
  password: string;
  name: string;
  full_name: string;
  restaurant_name: string;
  timezone?: string;
  callbackURL?: string;
}

export function signUpBody(overrides: Partial<SignUpBody> = {}): SignUpBody {
  return {
    email: uniqueEmail(),
    password: 'a long and unusual passphrase',
    name: 'Marie Curie',
    full_name: 'Marie Curie',
    restaurant_name: 'Le Radium',
    timezone: 'Europe/Paris',
    ...overrides,
  };
}

export function postAuth(app: FastifyInstance, path: string, payload: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { origin: app.config.appUrl, 'content-type': 'application/json', ...headers },
    payload: payload as Record<string, unknown>,
  });
}

/** The newest mail to `to` whose subject matches, waiting for mails that are sent after the answer. */
export async function waitForMail(app: FastifyInstance, to: string, subject: RegExp, timeoutMs = 3_000): Promise<StoredMail> {
  const list = app.mailer.list?.bind(app.mailer);
  if (!list) throw new Error('waitForMail: the app does not use the dev mailbox');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await list()).find((candidate) => candidate.to === to && subject.test(candidate.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`waitForMail: no mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function mailsTo(app: FastifyInstance, to: string): Promise<StoredMail[]> {
  return ((await app.mailer.list?.()) ?? []).filter((mail) => mail.to === to);
}

export function linkIn(mail: StoredMail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`linkIn: no link in "${mail.subject}"`);
  return link;
}

/** Follows an emailed link the way a browser would, with the app's own origin as the path. */
export function openLink(app: FastifyInstance, link: string, headers: Record<string, string> = {}) {
  const url = new URL(link);
  return app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers });
}

export function sessionCookie(response: LightMyRequestResponse): string {
  return cookieHeaderFrom(response.headers['set-cookie']);
}

/** Signs up and follows the verification mail's link; answers the sign-up body. */
export async function signUpAndVerify(app: FastifyInstance, overrides: Partial<SignUpBody> = {}): Promise<SignUpBody> {
  const body = signUpBody(overrides);
  const response = await postAuth(app, '/sign-up/email', body);
  if (response.statusCode !== 200) throw new Error(`sign-up answered ${response.statusCode}: ${response.body}`);
  const verify = await openLink(app, linkIn(await waitForMail(app, body.email, /verify/i)));
  if (verify.statusCode >= 400) throw new Error(`verification answered ${verify.statusCode}: ${verify.body}`);
  return body;
}
