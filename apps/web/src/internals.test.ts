/**
 * Tripwires for the web app's two uses of library internals (the API's are in apps/api/test/internals.test.ts): zod's
 * private global configuration, and Preact's React layer standing in for React in the production build. Both packages
 * are pinned (docs/decisions/0014-pinned-internals.md); a check that fails names the file and the decision to revisit.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const reliedOnBy = (file: string, decision: string) => (what: string) =>
  `${what} — relied on by ${file} (${decision}); see docs/decisions/0014-pinned-internals.md before upgrading`;

describe('zod’s global configuration (src/lib/zod-jitless.ts)', () => {
  const tripwire = reliedOnBy('apps/web/src/lib/zod-jitless.ts', 'decision 0009: zod jitless under the CSP, without z.config() in the entry chunk');

  it('is the object on globalThis.__zod_globalConfig, kept when it exists before zod loads', async () => {
    await import('./lib/zod-jitless');
    const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
    const before = holder.__zod_globalConfig;
    expect(before?.jitless, tripwire('zod-jitless.ts did not set the global')).toBe(true);
    const { z } = await import('zod');
    expect(z.config(), tripwire('zod no longer keeps its configuration in globalThis.__zod_globalConfig')).toBe(before);
    expect(z.config().jitless, tripwire('zod no longer reads jitless from its global configuration')).toBe(true);
  });
});

describe('Preact as React in the production build (vite.config.ts)', () => {
  const tripwire = reliedOnBy('apps/web/vite.config.ts (react → preact/compat)', 'decision 0008');
  const src = import.meta.dirname;
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return files(file);
      return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'setup.ts' ? [file] : [];
    });

  /** The values (not types) the app imports from each React module, read from its source. */
  function reactImports(): Map<string, Set<string>> {
    const imports = new Map<string, Set<string>>();
    for (const file of files(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(react|react-dom|react-dom\/client)'/g)) {
        if (match[1]) continue;
        const names = (match[2] as string)
          .split(',')
          .map((name) => name.trim())
          .filter((name) => name && !name.startsWith('type '))
          .map((name) => name.split(/\s+as\s+/)[0] as string);
        const module = match[3] as string;
        if (!imports.has(module)) imports.set(module, new Set());
        for (const name of names) imports.get(module)?.add(name);
      }
    }
    return imports;
  }

  it('exports from preact/compat everything the app imports from react, react-dom and react-dom/client', async () => {
    const imports = reactImports();
    expect(imports.get('react')?.size ?? 0, 'the scan found the app’s React imports').toBeGreaterThan(5);
    const compat: Record<string, Record<string, unknown>> = {
      react: await import('preact/compat'),
      'react-dom': await import('preact/compat'),
      'react-dom/client': await import('preact/compat/client'),
    };
    const missing = [...imports].flatMap(([module, names]) =>
      [...names].filter((name) => compat[module]?.[name] === undefined).map((name) => `${module}: ${name}`),
    );
    expect(missing, tripwire('preact/compat lacks what the app imports from React')).toEqual([]);
  });

  it('has the JSX runtime the build compiles to (jsx, jsxs, Fragment)', async () => {
    const runtime: Record<string, unknown> = await import('preact/compat/jsx-runtime');
    for (const name of ['jsx', 'jsxs', 'Fragment']) expect(runtime[name], tripwire(`preact/compat/jsx-runtime has no ${name}`)).toBeDefined();
  });
});
