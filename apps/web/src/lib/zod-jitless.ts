/**
 * zod compiles object schemas with `new Function` when it can, and probes for that when it builds its first one. The
 * app's Content-Security-Policy forbids eval, so the probe is a CSP violation that Chrome reports (Lighthouse's Best
 * Practices counts it). Jitless mode skips the probe and the compiler.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod on the page) and keeps an
 * object that is already there, so setting it here avoids pulling zod's core into the entry chunk: `z.config()` would
 * move about 10 KB of zod from the dashboard's chunks into the sign-in page. Imported first by main.tsx, before any
 * schema module is evaluated; zod-jitless.test.ts checks that zod still reads it.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

// A module, not a script: imported for its effect only.
export {};
