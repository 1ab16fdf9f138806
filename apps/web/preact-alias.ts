/**
 * The aliases that put Preact's React-compatible layer under the React source (decision 0008): the production build
 * uses them (vite.config.ts), and so does the `web-preact` Vitest project (vitest.projects.ts), so the unit tests also
 * run on what ships. Vite matches each key as a whole specifier or a path prefix: `react` also covers
 * `react/jsx-runtime`, `react-dom` also covers `react-dom/client` (both exist under `preact/compat/`).
 */
export const preactCompatAliases = { react: 'preact/compat', 'react-dom': 'preact/compat' } as const;
