/**
 * The quick, default-run version of enumeration-timing.test.ts (project api-slow, 200 trials, medians within 5 ms):
 * 9 interleaved rounds show that an unknown email costs the same kind of work as an existing one — sign-in still
 * checks a password hash, sign-up still waits for its response-time floor. Its bound is a factor, not milliseconds:
 * skipping the hash or the floor answers many times sooner, while load on the machine slows both sides alike. One
 * untimed request of each kind first, so neither pays for the first call's warm-up.
 */
import { describe, expect, it } from 'vitest';
import { postAuth, signUpBody } from './accounts.ts';
import { buildTestApp } from './build-test-app.ts';
import { createOwner, uniqueEmail } from './factories.ts';
import { interleavedMedians } from './timing.ts';

const ROUNDS = 9;
/**
 * The faster side's median is at least this share of the slower side's. Measured on a loaded 2-core machine: 0.47 to
 * 1 for sign-in (20–60 ms a request, argon2id); an unknown email that skipped the hash would answer in a few ms.
 */
const MIN_RATIO = 0.25;

const expectSameWork = ({ existing, unknown }: { existing: number; unknown: number }) => {
  expect(Math.min(existing, unknown) / Math.max(existing, unknown), JSON.stringify({ existing, unknown })).toBeGreaterThan(MIN_RATIO);
};

describe(`enumeration: an unknown email costs the same work (${ROUNDS} interleaved rounds)`, () => {
  const ctx = buildTestApp({ env: { SIGN_UP_MIN_RESPONSE_MS: '150' } });

  it('sign-in checks a password hash for an unknown email too', async () => {
    const owner = await createOwner(ctx.app);
    const wrong = { password: 'not the right password' };
    expectSameWork(
      await interleavedMedians(
        ROUNDS,
        () => postAuth(ctx.app, '/sign-in/email', { email: owner.email, ...wrong }),
        () => postAuth(ctx.app, '/sign-in/email', { email: uniqueEmail('nobody'), ...wrong }),
      ),
    );
  });

  it('sign-up answers a taken email on the same floor as a new one', async () => {
    const owner = await createOwner(ctx.app);
    expectSameWork(
      await interleavedMedians(
        ROUNDS,
        () => postAuth(ctx.app, '/sign-up/email', signUpBody({ email: owner.email })),
        () => postAuth(ctx.app, '/sign-up/email', signUpBody()),
      ),
    );
  });
});
