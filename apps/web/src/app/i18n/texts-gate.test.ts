/**
 * The text gate in the test suite, so CI fails on it (issue 18): scripts/check-texts.mjs finds no text a person reads
 * written outside the catalogs and no unused key (it also runs first in `npm run lint`).
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

it('finds no text outside the catalogs and no unused key (scripts/check-texts.mjs)', () => {
  const root = path.resolve(import.meta.dirname, '../../../../..');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/check-texts.mjs')], { encoding: 'utf8', cwd: root });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  expect(result.stdout).toContain('every text is in the catalogs');
});
