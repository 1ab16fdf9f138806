/**
 * The web unit tests, twice: `web` on React (what `vite` dev runs) and `web-preact` on preact/compat with the production
 * build's aliases (decision 0008), so a screen that works on React but not on what ships fails here, not in the browser
 * suite or in production.
 */
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { preactCompatAliases } from './preact-alias.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

// Vitest hands node_modules to Node, which would load real React beside Preact for every library that imports it.
// These go through Vite instead, so the aliases apply to them as in the build; Preact itself too, or the library and
// our code would each get a copy of Preact's hook state.
const throughVite = [
  /node_modules\/preact\//,
  /@testing-library\/react/,
  /react-router/,
  /@tanstack\/react-query/,
  /react-hook-form/,
  /@hookform\/resolvers/,
  /react-hot-toast/,
  /lucide-react/,
];

// The ESM entry of each library, as the build picks: react-router's `node` entry and @testing-library/react's `main`
// are CommonJS, whose require('react') no alias reaches.
const preactResolve = {
  alias: { '@': src, ...preactCompatAliases },
  mainFields: ['module', 'main'],
  conditions: ['module', 'browser', 'development|production'],
};

export function webProject(framework: 'react' | 'preact', run: NonNullable<TestProjectInlineConfiguration['test']> = {}): TestProjectInlineConfiguration {
  const onPreact = framework === 'preact';
  return {
    resolve: onPreact ? preactResolve : { alias: { '@': src } },
    test: {
      ...run,
      name: onPreact ? 'web-preact' : 'web',
      root: fileURLToPath(new URL('.', import.meta.url)),
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      // A screen's first test loads its code through Vite; on a busy 2-core runner that alone can pass the default 5 s.
      testTimeout: 15_000,
      ...(onPreact ? { server: { deps: { inline: throughVite } } } : {}),
    },
  };
}
