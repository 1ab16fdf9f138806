#!/usr/bin/env node
// The web app's import boundaries (issue 23), written into biome.json as `noRestrictedImports` overrides.
//
//   app/ (dashboard routes), storefront/ (guest entry)  →  features/<name>/  →  components/, lib/, @maitre/shared
//
// A feature imports its own folder, the shared layers, and another feature only when ALLOWED below says so.
// Edit ALLOWED (with the reason), then run `node scripts/web-boundaries.mjs` to rewrite biome.json.
// `npm run lint` runs this script with --check first: it fails when biome.json is stale or a feature folder
// has no entry here (a new feature is then unrestricted until you add it).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** feature → { other feature: why it may import it }. Every folder under apps/web/src/features has a key. */
export const ALLOWED = {
  auth: {
    profile: 'the session loads the profile with the user (AuthProvider holds both)',
  },
  billing: {},
  categories: {},
  kitchen: {
    team: 'Settings → Kitchen shows only for roles that may manage the kitchen (kitchen:manage)',
  },
  menu: {
    photos: 'the dish form uploads, previews and removes the dish’s photo with the photo field',
  },
  legal: {
    team: 'the privacy notice and imprint are read-only without settings:write (decision 0034)',
  },
  'menu-transfer': {},
  navigation: {
    auth: 'the header shows the signed-in person and signs out',
    billing: 'PlanGate locks the items of a plan the restaurant lacks',
    realtime: 'the header holds the live-order sound toggle',
    'service-hours': 'the header shows that online orders are paused while they are (issue 20)',
    team: 'the restaurant switcher, and items hidden or explained by the member’s role',
  },
  'option-groups': {
    menu: 'option groups are part of the menu: an option’s allergens use the dish form’s allergen fields',
  },
  options: {},
  orders: {
    options: 'the phone order form chooses options with the same chooser as the guest',
    printers: 'the order detail shows the ticket as the printers print it, and prints it (a lazy chunk, decision 0038)',
    team: 'the accept step on a pending order is offered only to roles that may change an order’s status',
  },
  overview: {
    team: 'quick actions shown by the member’s role',
  },
  photos: {},
  reports: {
    orders: 'the reports live under the orders key: a change to an order refreshes a range that holds today (issue 22)',
    navigation: 'the Michelin Star reports are locked below that plan with the navigation’s PlanGate',
    billing: 'the advanced reports (decision 0042) show only on Michelin Star: the current plan decides, and they are not asked for below it',
    team: 'the locked advanced reports offer the plans to the owner only (billing:manage); the team report names each member’s role',
  },
  printers: {
    team: 'Settings → Printers and the order’s ticket are shown by the member’s permission (printers:manage, printers:print)',
  },
  portions: {
    menu: 'a dish’s count shows at once in the menu’s list (its query)',
    'option-groups': 'an option’s count shows at once in the option groups’ list (their query)',
    'service-hours': 'the daily par starts at the restaurant’s own business-day cutoff (issue 20)',
  },
  profile: {
    auth: 'the form refreshes the session after saving and uses its error texts',
    team: 'restaurant fields are read-only without settings:write',
  },
  realtime: {
    orders: 'a live order event refreshes the orders list’s query',
    auth: 'the live stream is the restaurant’s the session acts for: a switch (the profile’s restaurant) opens a new one',
  },
  'service-hours': {
    team: 'the settings are read-only without settings:write; pausing needs orders:update_status',
  },
  storefront: {
    auth: 'changing the slug refreshes the session’s profile',
    options: 'the order page shows allergens and lets the guest choose options (the reusable chooser and badges)',
    team: 'the slug form is read-only without settings:write',
  },
  digest: {
    team: 'Settings → Daily digest shows only for roles that read the reports (reports:view), the digest being those figures',
  },
  devices: {
    auth: 'last-seen times are written in the restaurant’s time zone (the profile)',
    team: 'the Screens and printers section shows only to roles that manage devices (devices:manage)',
  },
  tables: {
    team: 'the Tables section shows only to roles that manage tables (tables:manage)',
  },
  team: {
    auth: 'permissions come from the session’s profile; the invited sign-up reuses the auth layout and error texts',
  },
};

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const biomePath = path.join(root, 'biome.json');
const featuresDir = path.join(root, 'apps/web/src/features');
const WEB = 'apps/web/src';
const TESTS = ['!**/*.test.ts', '!**/*.test.tsx'];
const GENERATED = /^apps\/web\/src\/(features|components|lib|storefront)\//;

const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const problems = [];
for (const name of features) if (!(name in ALLOWED)) problems.push(`features/${name} has no entry in ALLOWED (scripts/web-boundaries.mjs)`);
for (const [name, targets] of Object.entries(ALLOWED)) {
  if (!features.includes(name)) problems.push(`ALLOWED names ${name}, which is not a folder under apps/web/src/features`);
  for (const target of Object.keys(targets)) if (!features.includes(target)) problems.push(`ALLOWED: ${name} → ${target}, which is not a feature`);
}

const biome = JSON.parse(readFileSync(biomePath, 'utf8'));
const webOverride = biome.overrides.find((override) => override.includes?.length === 1 && override.includes[0] === 'apps/web/**');
// Each generated override repeats the React/Preact paths of the apps/web/** override, so they hold whether or not Biome
// merges one rule's options across overrides.
const reactPaths = webOverride.linter.rules.style.noRestrictedImports.options.paths;

const restrict = (includes, patterns) => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { paths: reactPaths, patterns } } } } },
});
const upward = {
  group: ['@/app', '@/app/**', '@/storefront', '@/storefront/**'],
  message: 'Features, components and lib do not import the app layer (app/, storefront/): the app composes them (docs/ARCHITECTURE.md, web layout).',
};
const outside = {
  group: ['../../**'],
  message: 'Leave a feature folder through `@/`, not a relative path, so the boundary rule sees the import.',
};

const generated = [
  restrict(
    [`${WEB}/components/**`, `${WEB}/lib/**`, ...TESTS],
    [
      upward,
      {
        group: ['@/features', '@/features/**'],
        message: 'components/ and lib/ are shared by every feature and import none (docs/ARCHITECTURE.md, web layout).',
      },
    ],
  ),
  restrict(
    [`${WEB}/storefront/**`, ...TESTS],
    [
      { group: ['@/app', '@/app/**'], message: 'The guest entry does not import the dashboard app.' },
      {
        group: [
          '@/features/**',
          '!@/features/storefront/**',
          '!@/features/options/**',
          '!@/features/legal/components/legal-footer',
          '!@/features/legal/texts*',
        ],
        message:
          'The guest page imports features/storefront (and the option chooser and allergen badges it shares with the dashboard, features/options; the privacy notice and imprint footer of features/legal, decision 0034) only, so no dashboard code reaches its bundle (docs/ARCHITECTURE.md, web layout).',
      },
    ],
  ),
  ...features.map((name) => {
    const allowed = Object.keys(ALLOWED[name] ?? {});
    const list = allowed.length ? allowed.join(', ') : 'none';
    return restrict(
      [`${WEB}/features/${name}/**`, ...TESTS],
      [
        upward,
        outside,
        {
          group: ['@/features/**', ...[name, ...allowed].map((other) => `!@/features/${other}/**`)],
          message: `features/${name} may import other features only as listed in scripts/web-boundaries.mjs (ALLOWED.${name}: ${list}); add an entry with its reason, or move the shared code to components/ or lib/.`,
        },
      ],
    );
  }),
];

const kept = biome.overrides.filter((override) => !override.includes?.some((glob) => GENERATED.test(glob)));
const at = kept.indexOf(webOverride) + 1;
const next = { ...biome, overrides: [...kept.slice(0, at), ...generated, ...kept.slice(at)] };

// Compare structure, not text: Biome formats biome.json after this script writes it.
const stale = JSON.stringify(next) !== JSON.stringify(biome);
if (process.argv.includes('--check')) {
  if (stale) problems.push('biome.json is stale: run `node scripts/web-boundaries.mjs` and commit it');
  if (problems.length) {
    console.error(`web boundaries:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
} else {
  if (problems.length) {
    console.error(`web boundaries:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  if (stale) writeFileSync(biomePath, `${JSON.stringify(next, null, 2)}\n`);
  console.log(stale ? 'biome.json: web boundary overrides written' : 'biome.json: up to date');
}
