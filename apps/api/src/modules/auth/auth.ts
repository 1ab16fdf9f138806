/**
 * better-auth configured for Maître: email + password, verified email, argon2id, database sessions, bearer tokens,
 * optional two-factor sign-in (two-factor.ts).
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SignUpBodySchema, UserNameSchema } from '@maitre/shared/account';
import { type Messages, msg } from '@maitre/shared/messages/index';
import { hasControlCharacters } from '@maitre/shared/text';
import { hash, verify } from '@node-rs/argon2';
import { betterAuth, getCurrentAdapter } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { bearer } from 'better-auth/plugins/bearer';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AnyHeaders, localeOfHeaders } from '../../lib/request-locale.ts';
import { messagesOfHeaders, withParseLocale } from '../../lib/server-messages.ts';
import type { Mailer } from '../mail/mailer.ts';
import { findPersonLocale, insertPerson } from '../profile/profile.repository.ts';
import { joinAtSignUp, usableInvitationForSignUp } from '../team/invitations.service.ts';
import { findFirstRestaurantOf, openRestaurant } from '../team/team.repository.ts';
import { existingAccountMail, passwordChangedMail, resetPasswordMail, verificationMail } from './auth.mails.ts';
import { isCommonPassword } from './common-passwords.ts';
import { DISABLED_ORGANIZATION_PATHS, organizationPlugin } from './organization.ts';
import { runBeforeCommit, withBeforeCommitTasks } from './transaction-scope.ts';
import { DISABLED_TWO_FACTOR_PATHS, TWO_FACTOR_CODE_PATHS, twoFactorPlugin } from './two-factor.ts';

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, algorithm: 2 } as const;

export const SESSION_EXPIRES_IN_SECONDS = 60 * 60 * 24 * 7;
/** A session used a day after its last refresh is extended to a full SESSION_EXPIRES_IN_SECONDS again. */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;

export interface AuthDeps {
  config: Config;
  db: Database;
  mailer: Mailer;
  secret: string;
  /** Receives mails and other work better-auth runs after answering, so a slow mail server cannot reveal who has an account. */
  runInBackground: (task: Promise<unknown>) => void;
  /** better-auth's own log lines go to the app's logger. */
  log: FastifyBaseLogger;
}

/** The app's own origin; in local mode the other loopback name too, so http://127.0.0.1:3000 works as well as localhost. */
export function trustedOrigins(config: Config): string[] {
  const origins = [config.appUrl];
  if (config.isProduction) return origins;
  const url = new URL(config.appUrl);
  const alias = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : undefined;
  if (alias) origins.push(`${url.protocol}//${alias}${url.port ? `:${url.port}` : ''}`);
  return origins;
}

function validationError(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>, m: Messages): APIError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: issues[0]?.message ?? m.common.fieldsInvalid, fieldErrors });
}

/** Body fields that are secrets, never stored as text: they may hold any character. */
const SECRET_FIELDS = new Set(['password', 'newPassword', 'currentPassword', 'code']);

/** PostgreSQL text cannot hold U+0000: any stored string of any /api/auth body with one is refused before a write. */
function refuseNul(body: unknown, m: Messages): void {
  if (typeof body !== 'object' || body === null) return;
  const withNul = Object.entries(body).filter(([key, value]) => !SECRET_FIELDS.has(key) && typeof value === 'string' && value.includes('\u0000'));
  if (withNul.length > 0)
    throw validationError(
      withNul.map(([key]) => ({ path: [key], message: m.common.nulCharacter })),
      m,
    );
}

/** update-user: a name like sign-up's, and an image that is a plain http(s) URL or null. */
const UpdateUserSchema = z.object({
  name: UserNameSchema.optional(),
  image: z
    .string()
    .trim()
    .max(2048, { error: msg((m) => m.account.imageUrlTooLong) })
    .refine((value) => /^https?:\/\/\S+$/i.test(value) && !hasControlCharacters(value), { error: msg((m) => m.account.imageNotUrl) })
    .nullable()
    .optional(),
});

/** An invitation that cannot be used at sign-up answers like every sign-up refusal (a code, a message, field errors) and writes nothing. */
async function refuseUnusableInvitation(db: Database, invitationId: string, email: string, m: Messages): Promise<void> {
  try {
    await usableInvitationForSignUp(db, invitationId, email);
  } catch (error) {
    if (error instanceof AppError) {
      const message = error.messageIn(m);
      throw new APIError('BAD_REQUEST', { code: 'INVITATION_UNUSABLE', message, fieldErrors: { invitation_id: [message] } });
    }
    throw error;
  }
}

function refuseCommonPassword(password: unknown, field: string, m: Messages): void {
  if (typeof password === 'string' && isCommonPassword(password)) {
    const message = m.account.passwordTooCommon;
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message, fieldErrors: { [field]: [message] } });
  }
}

export function createAuth({ config, db, mailer, secret, runInBackground, log }: AuthDeps) {
  const appLink = (path: string) => `${config.appUrl}${path}`;
  /**
   * A signed-up person's mails (reset password, password changed) are in the language they chose, else the one their
   * browser asked for with this request (decision 0023). Read outside better-auth's transactions: these mails are sent
   * after its writes.
   */
  const accountLocale = async (userId: string, headers: AnyHeaders | null | undefined) => (await findPersonLocale(db, userId)) ?? localeOfHeaders(headers);
  const mailPasswordChanged = async (user: { id: string; email: string; name: string }, headers: AnyHeaders | null | undefined) => {
    const locale = await accountLocale(user.id, headers);
    await mailer.send({ to: user.email, ...passwordChangedMail({ name: user.name, url: appLink('/forgot-password'), locale }) });
  };
  return betterAuth({
    appName: 'Maître',
    baseURL: config.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(config),
    logger: {
      level: 'info',
      log: (level, message, ...args) => {
        const error = args.find((arg) => arg instanceof Error);
        log[level](error ? { err: error } : {}, `better-auth: ${message}`);
      },
    },
    database: drizzleAdapter(withBeforeCommitTasks(db), {
      provider: 'pg',
      transaction: true,
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        // The organization plugin's models are the restaurant, its members and its invitations (db/schema/team.ts).
        organization: schema.restaurants,
        member: schema.restaurantMembers,
        invitation: schema.restaurantInvitations,
        // The two-factor plugin's model: the TOTP secret and recovery codes, encrypted (db/schema/auth.ts).
        twoFactor: schema.twoFactor,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
      password: {
        hash: (password) => hash(password, ARGON2_OPTIONS),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
      sendResetPassword: async ({ user, url }, request) => {
        const locale = await accountLocale(user.id, request?.headers);
        await mailer.send({ to: user.email, ...resetPasswordMail({ name: user.name, url, locale }) });
      },
      onPasswordReset: async ({ user }, request) => {
        runInBackground(mailPasswordChanged(user, request?.headers));
      },
      // Signing up with a taken email answers exactly like a new sign-up; the owner of that email gets a mail instead,
      // in their own language (their profile's), else the sign-up form's. The sign-up's minimum answer time hides the read.
      onExistingUserSignUp: async ({ user }, request) => {
        const locale = await accountLocale(user.id, request?.headers);
        await mailer.send({ to: user.email, ...existingAccountMail({ name: user.name, url: appLink('/login'), locale }) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 60 * 60 * 24,
      // In the language of the page that asked for it (sign-up or resend): the address is not proven yet, and a person
      // who just signed up has chosen no language of their own.
      sendVerificationEmail: async ({ user, url }, request) => {
        await mailer.send({ to: user.email, ...verificationMail({ url, locale: localeOfHeaders(request?.headers) }) });
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
    },
    databaseHooks: {
      user: {
        create: {
          // Runs inside sign-up's transaction; the person's profile, their restaurant and their owner membership are
          // written there too, after the user and account rows: all of it or nothing.
          before: async (user, ctx) => {
            if (ctx?.path !== '/sign-up/email') return;
            // Already checked by the before hook (in the reader's language); parsed again here for its output.
            const profile = withParseLocale(localeOfHeaders(ctx.headers), () => SignUpBodySchema.parse(ctx.body));
            const invitationId = profile.invitation_id;
            runBeforeCommit(async (tx) => {
              const [created] = await tx.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, user.email)).limit(1);
              if (!created) throw new Error('sign-up: the new user row is missing from its own transaction');
              await insertPerson(tx, { userId: created.id, fullName: profile.full_name });
              if (invitationId) {
                // The invited person joins the inviting restaurant; no restaurant of their own.
                await joinAtSignUp(tx, invitationId, { userId: created.id, name: user.name, email: user.email });
                return;
              }
              await openRestaurant(tx, created.id, { name: profile.restaurant_name ?? '', timezone: profile.timezone });
            });
          },
        },
      },
      session: {
        create: {
          // A new session acts for a restaurant from the start: the one the user joined first (the switcher changes it).
          // Read through better-auth's current adapter: a session made inside one of its transactions (a password
          // change) must not wait for that transaction (on PGlite, one connection, it would wait forever).
          before: async (session, ctx) => {
            const current = (session as { activeOrganizationId?: string | null }).activeOrganizationId;
            if (current) return;
            const adapter = ctx ? await getCurrentAdapter(ctx.context.adapter) : undefined;
            const restaurantId = adapter
              ? (
                  await adapter.findMany<{ organizationId: string }>({
                    model: 'member',
                    where: [{ field: 'userId', value: session.userId }],
                    sortBy: { field: 'createdAt', direction: 'asc' },
                    limit: 1,
                  })
                )[0]?.organizationId
              : await findFirstRestaurantOf(db, session.userId);
            if (restaurantId) return { data: { ...session, activeOrganizationId: restaurantId } };
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Refusals in the language the request asks for (decision 0023); zod writes its messages while it parses.
        const locale = localeOfHeaders(ctx.headers);
        const m = messagesOfHeaders(ctx.headers);
        refuseNul(ctx.body, m);
        if (ctx.path === '/sign-up/email') {
          // The name goes into the account and the mails: bounded and on one line, like the profile's names.
          // zod builds a safeParse's error (and its messages) on the first read of `error`: read inside the locale.
          const parsed = withParseLocale(locale, () => {
            const result = SignUpBodySchema.and(z.object({ name: UserNameSchema })).safeParse(ctx.body);
            return result.success ? result : { success: false as const, issues: result.error.issues };
          });
          if (!parsed.success) throw validationError(parsed.issues, m);
          refuseCommonPassword(ctx.body?.password, 'password', m);
          // Through an invitation: checked before better-auth looks the email up, so the answer is the same whether the
          // address has an account or not (a refusal writes nothing and says why on the form).
          if (parsed.data.invitation_id) await refuseUnusableInvitation(db, parsed.data.invitation_id, String(ctx.body?.email ?? ''), m);
          return { context: { body: { ...ctx.body, name: parsed.data.name } } };
        }
        if (ctx.path === '/update-user') {
          const parsed = withParseLocale(locale, () => {
            const result = UpdateUserSchema.safeParse(ctx.body ?? {});
            return result.success ? result : { success: false as const, issues: result.error.issues };
          });
          if (!parsed.success) throw validationError(parsed.issues, m);
          return { context: { body: { ...ctx.body, ...parsed.data } } };
        }
        if (ctx.path === '/reset-password' || ctx.path === '/change-password') refuseCommonPassword(ctx.body?.newPassword, 'newPassword', m);
        if ((TWO_FACTOR_CODE_PATHS as readonly string[]).includes(ctx.path) && typeof ctx.body === 'object' && ctx.body !== null) {
          // Every sign-in of an account with two-factor asks for a code: no "trust this device for 30 days" (devices in
          // a restaurant are often shared), and a recovery code is never spent without opening the session.
          return { context: { body: { ...ctx.body, trustDevice: false, disableSession: false } } };
        }
        if (ctx.path === '/change-password' && typeof ctx.body === 'object' && ctx.body !== null) {
          // A new password ends every other session, whatever the client asked (a stolen session must not survive
          // the password change meant to shut it out).
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password' || isAPIError(ctx.context.returned)) return;
        const user = ctx.context.session?.user;
        if (user) runInBackground(mailPasswordChanged(user, ctx.headers));
      }),
    },
    advanced: {
      useSecureCookies: config.appUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
      backgroundTasks: { handler: runInBackground },
    },
    // Our own limiter (modules/rate-limit) counts per IP and per account in PostgreSQL.
    rateLimit: { enabled: false },
    disabledPaths: [...DISABLED_ORGANIZATION_PATHS, ...DISABLED_TWO_FACTOR_PATHS],
    plugins: [bearer(), organizationPlugin(), twoFactorPlugin()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
