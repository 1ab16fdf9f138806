/** better-auth configured for Maître: email + password, verified email, argon2id, database sessions, bearer tokens. */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON, SignUpProfileSchema, UserNameSchema } from '@maitre/shared/account';
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
import { NUL_MESSAGE } from '../../lib/error-handler.ts';
import type { Mailer } from '../mail/mailer.ts';
import { insertPerson } from '../profile/profile.repository.ts';
import { findFirstRestaurantOf, insertMember, insertRestaurant } from '../team/team.repository.ts';
import { existingAccountMail, passwordChangedMail, resetPasswordMail, verificationMail } from './auth.mails.ts';
import { isCommonPassword } from './common-passwords.ts';
import { DISABLED_ORGANIZATION_PATHS, organizationPlugin } from './organization.ts';
import { runBeforeCommit, withBeforeCommitTasks } from './transaction-scope.ts';

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

function validationError(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): APIError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: issues[0]?.message ?? 'Some fields are invalid', fieldErrors });
}

/** Body fields that are secrets, never stored as text: they may hold any character. */
const SECRET_FIELDS = new Set(['password', 'newPassword', 'currentPassword']);

/** PostgreSQL text cannot hold U+0000: any stored string of any /api/auth body with one is refused before a write. */
function refuseNul(body: unknown): void {
  if (typeof body !== 'object' || body === null) return;
  const withNul = Object.entries(body).filter(([key, value]) => !SECRET_FIELDS.has(key) && typeof value === 'string' && value.includes('\u0000'));
  if (withNul.length > 0) throw validationError(withNul.map(([key]) => ({ path: [key], message: NUL_MESSAGE })));
}

/** update-user: a name like sign-up's, and an image that is a plain http(s) URL or null. */
const UpdateUserSchema = z.object({
  name: UserNameSchema.optional(),
  image: z
    .string()
    .trim()
    .max(2048, 'Image URL is too long')
    .refine((value) => /^https?:\/\/\S+$/i.test(value) && !hasControlCharacters(value), 'Image must be an http(s) URL')
    .nullable()
    .optional(),
});

function refuseCommonPassword(password: unknown, field: string): void {
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: PASSWORD_TOO_COMMON, fieldErrors: { [field]: [PASSWORD_TOO_COMMON] } });
  }
}

export function createAuth({ config, db, mailer, secret, runInBackground, log }: AuthDeps) {
  const appLink = (path: string) => `${config.appUrl}${path}`;
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
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...resetPasswordMail({ name: user.name, url }) });
      },
      onPasswordReset: async ({ user }) => {
        runInBackground(mailer.send({ to: user.email, ...passwordChangedMail({ name: user.name, url: appLink('/forgot-password') }) }));
      },
      // Signing up with a taken email answers exactly like a new sign-up; the owner of that email gets a mail instead.
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send({ to: user.email, ...existingAccountMail({ name: user.name, url: appLink('/login') }) });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send({ to: user.email, ...verificationMail({ url }) });
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
            const profile = SignUpProfileSchema.parse(ctx.body);
            runBeforeCommit(async (tx) => {
              const [created] = await tx.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, user.email)).limit(1);
              if (!created) throw new Error('sign-up: the new user row is missing from its own transaction');
              await insertPerson(tx, { userId: created.id, fullName: profile.full_name });
              const restaurant = await insertRestaurant(tx, { name: profile.restaurant_name, timezone: profile.timezone });
              await insertMember(tx, { restaurantId: restaurant.id, userId: created.id, role: 'owner' });
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
        refuseNul(ctx.body);
        if (ctx.path === '/sign-up/email') {
          // The name goes into the account and the mails: bounded and on one line, like the profile's names.
          const parsed = SignUpProfileSchema.extend({ name: UserNameSchema }).safeParse(ctx.body);
          if (!parsed.success) throw validationError(parsed.error.issues);
          refuseCommonPassword(ctx.body?.password, 'password');
          return { context: { body: { ...ctx.body, name: parsed.data.name } } };
        }
        if (ctx.path === '/update-user') {
          const parsed = UpdateUserSchema.safeParse(ctx.body ?? {});
          if (!parsed.success) throw validationError(parsed.error.issues);
          return { context: { body: { ...ctx.body, ...parsed.data } } };
        }
        if (ctx.path === '/reset-password' || ctx.path === '/change-password') refuseCommonPassword(ctx.body?.newPassword, 'newPassword');
        if (ctx.path === '/change-password' && typeof ctx.body === 'object' && ctx.body !== null) {
          // A new password ends every other session, whatever the client asked (a stolen session must not survive
          // the password change meant to shut it out).
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password' || isAPIError(ctx.context.returned)) return;
        const user = ctx.context.session?.user;
        if (user) runInBackground(mailer.send({ to: user.email, ...passwordChangedMail({ name: user.name, url: appLink('/forgot-password') }) }));
      }),
    },
    advanced: {
      useSecureCookies: config.appUrl.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
      backgroundTasks: { handler: runInBackground },
    },
    // Our own limiter (modules/rate-limit) counts per IP and per account in PostgreSQL.
    rateLimit: { enabled: false },
    disabledPaths: DISABLED_ORGANIZATION_PATHS,
    plugins: [bearer(), organizationPlugin()],
  });
}

export type Auth = ReturnType<typeof createAuth>;
