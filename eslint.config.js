import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The dependency direction of conventions.md, enforced per folder: reference ← owner ← catalog ←
// scheduling ← booking ← reservations → payments, notifications; provider-desk reads reservations;
// agreements (cooperation agreements) sit between owner and catalog, whose approval waits for them;
// storefront reads the catalog; inquiries know accounts and owners; accounts and notifications sit
// below the domain chain; modules know no transport; shared knows no module; common knows nothing but
// itself. A module may import only the modules listed for it, and every folder of
// server/src/modules has its line. partners (profiles, objects, referrals, the attribution rule) sits
// above the catalog and agreements (it offers the partner agreement on approval) and below booking,
// which asks it when a request is sent; partner-ledger (the commission ledger and statements) reads
// reservations and sits above them (as provider-desk).
const MODULE_DEPENDENCIES = {
  health: [],
  reference: [],
  notifications: ['reference'],
  accounts: ['reference', 'notifications'],
  owner: ['reference', 'accounts', 'notifications'],
  agreements: ['reference', 'accounts', 'notifications', 'owner'],
  catalog: ['reference', 'accounts', 'notifications', 'owner', 'agreements'],
  scheduling: ['reference', 'accounts', 'notifications', 'owner', 'catalog'],
  payments: ['reference', 'accounts', 'notifications'],
  // Profiles, objects, referrals and the attribution rule; booking and reservations ask it when a request is sent.
  partners: ['reference', 'accounts', 'notifications', 'owner', 'agreements', 'catalog'],
  booking: ['reference', 'accounts', 'notifications', 'owner', 'catalog', 'scheduling', 'payments', 'partners'],
  // The waitlist of full starts (issue 24): above booking (the offer choice, the request made from an offer), below reservations (which serve it when places free up).
  waitlist: ['reference', 'accounts', 'notifications', 'owner', 'catalog', 'scheduling', 'booking'],
  // Also resellers: a reservation names the reseller who sold it, and its moves tell the reseller (webhook, ledger) through resellers' hooks.
  reservations: [
    'reference',
    'accounts',
    'notifications',
    'owner',
    'catalog',
    'scheduling',
    'payments',
    'booking',
    'partners',
    'waitlist',
    'resellers',
  ],
  'provider-desk': ['reference', 'accounts', 'notifications', 'owner', 'catalog', 'scheduling', 'payments', 'booking', 'reservations'],
  // The commission ledger, statements and the partner's summary: reads reservations and payments, above them.
  // Check-in at the door and no-show: verifies the voucher's token (reservations) and reads the day's bookings; tells a reseller (REDEEMED).
  'check-in': [
    'reference',
    'accounts',
    'notifications',
    'owner',
    'catalog',
    'scheduling',
    'payments',
    'booking',
    'reservations',
    'provider-desk',
    'resellers',
  ],
  'partner-ledger': ['reference', 'accounts', 'notifications', 'owner', 'agreements', 'catalog', 'payments', 'partners', 'reservations'],
  inquiries: ['reference', 'accounts', 'notifications', 'owner'],
  // Resellers and the OCTO supplier API (issue 25): sells services on the same capacity (scheduling's holds), makes reservations.
  resellers: [
    'reference',
    'accounts',
    'notifications',
    'owner',
    'agreements',
    'catalog',
    'scheduling',
    'payments',
    'booking',
    'partners',
    'waitlist',
    'reservations',
    'provider-desk',
  ],
  // Verified guest reviews: read reservations (eligibility, the booking link), above them as provider-desk.
  reviews: ['reference', 'accounts', 'notifications', 'owner', 'catalog', 'reservations'],
  // Also reviews: the service page's JSON-LD carries the latest reviews.
  storefront: ['reference', 'accounts', 'notifications', 'owner', 'catalog', 'partners', 'reviews'],
};

const TRANSPORT = {
  group: [
    'express',
    'multer',
    'pino-http',
    'graphql-sse',
    'graphql-sse/**',
    '@as-integrations/**',
    '**/rest',
    '**/rest/**',
    '../../app.js',
    '../../main.js',
  ],
  message: 'Modules know no transport; keep HTTP in server/src/rest and server/src/app.ts.',
};

/** The table and the folders must agree: a module without a line would import anything unchecked. */
function checkTableCoversModules() {
  const folders = readdirSync(new URL('server/src/modules/', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const unlisted = folders.filter((folder) => !(folder in MODULE_DEPENDENCIES));
  const missing = Object.keys(MODULE_DEPENDENCIES).filter((module) => !folders.includes(module));
  if (unlisted.length > 0 || missing.length > 0) {
    throw new Error(
      `eslint.config.js MODULE_DEPENDENCIES: add ${unlisted.join(', ') || 'nothing'}, remove ${missing.join(', ') || 'nothing'} (one line per folder of server/src/modules).`,
    );
  }
}

function boundaries() {
  checkTableCoversModules();
  const modules = Object.keys(MODULE_DEPENDENCIES);
  const perModule = modules.map((module) => {
    const forbidden = modules.filter((other) => other !== module && !MODULE_DEPENDENCIES[module].includes(other));
    const patterns = [TRANSPORT];
    if (forbidden.length > 0) {
      patterns.push({
        group: forbidden.flatMap((other) => [`../${other}/**`, `**/modules/${other}/**`]),
        message: `${module} may import only ${MODULE_DEPENDENCIES[module].join(', ') || 'no other module'} (conventions.md: dependency direction).`,
      });
    }
    return { files: [`server/src/modules/${module}/**/*.ts`], rules: { 'no-restricted-imports': ['error', { patterns }] } };
  });
  return [
    ...perModule,
    {
      files: ['server/src/shared/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          { patterns: [{ group: ['**/modules/**'], message: 'shared knows no module; move the shared part to shared/ or common/.' }] },
        ],
      },
    },
    {
      files: ['client/**/*.{ts,tsx}'],
      ignores: ['client/**/*.spec.{ts,tsx}'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['**/server/**'],
                message: 'The client shares rules with the server through common/, never by importing server code.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['common/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          // Besides itself, one pure library both sides depend on: the phone rule (phone.ts) is
          // libphonenumber-js's verdict, and the same metadata must decide on both sides.
          {
            patterns: [
              {
                regex: '^(?!\\./|vitest$|libphonenumber-js/max$)',
                message:
                  'common/ is plain TypeScript used by server and client: it imports nothing but itself (and libphonenumber-js/max for the phone rule).',
              },
            ],
          },
        ],
      },
    },
  ];
}

// The client's dependency direction, the server's seen from the screens: reference ← accounts ←
// owner ← catalog ← scheduling ← booking ← storefront, partners; inquiries ← content, storefront,
// partners. app/ composes the modules (routes, layouts, providers) and no module imports it;
// shared/ (ui, forms, api, format, i18n, state, map) serves every module and imports none of them,
// nor app/. A client module may import only the modules listed for it.
const CLIENT_MODULE_DEPENDENCIES = {
  reference: [],
  accounts: ['reference'],
  inquiries: ['reference', 'accounts'],
  content: ['reference', 'accounts', 'inquiries'],
  owner: ['reference', 'accounts'],
  catalog: ['reference', 'accounts', 'owner'],
  scheduling: ['reference', 'accounts', 'owner', 'catalog'],
  // Verified reviews: the form, the list, the provider's tab and staff's queue; booking and storefront show them.
  reviews: ['reference', 'accounts'],
  booking: ['reference', 'accounts', 'owner', 'catalog', 'scheduling', 'reviews'],
  storefront: ['reference', 'accounts', 'inquiries', 'owner', 'catalog', 'scheduling', 'booking', 'reviews'],
  partners: ['reference', 'accounts', 'inquiries', 'owner', 'catalog', 'scheduling', 'booking'],
  // Staff's resellers (keys, statements) and the provider's resellers page (issue 25).
  resellers: ['reference', 'accounts', 'owner', 'catalog', 'booking'],
};

/** What a path in client/src belongs to: `modules/<name>`, `app`, `shared`, …; undefined outside client/src. */
function clientArea(file) {
  const match = /(?:^|\/)client\/src\/(modules\/[^/]+|[^/]+)\//.exec(file.split(path.sep).join('/'));
  return match?.[1];
}

function clientImportProblem(from, to) {
  if (to === undefined || to === from) return undefined;
  const toModule = to.startsWith('modules/') ? to.slice('modules/'.length) : undefined;
  if (from === 'shared' && (toModule || to === 'app')) return 'shared/ imports no module and not app/; move what both need into shared/.';
  if (!from.startsWith('modules/')) return undefined;
  if (to === 'app') return 'Modules do not import app/ (app composes modules); take it from shared/.';
  const module = from.slice('modules/'.length);
  const allowed = CLIENT_MODULE_DEPENDENCIES[module];
  if (!allowed) return `${module} is missing from CLIENT_MODULE_DEPENDENCIES (eslint.config.js).`;
  if (toModule && !allowed.includes(toModule))
    return `${module} may import only ${allowed.join(', ') || 'no other module'}, not ${toModule} (eslint.config.js: CLIENT_MODULE_DEPENDENCIES).`;
  return undefined;
}

// Client folders nest at any depth, so an import's text ("../../owner/…") does not tell which module
// it reaches, as it does on the server: this rule resolves each relative import against the file.
const clientBoundaryRule = {
  meta: { type: 'problem', schema: [], messages: { crossed: '{{problem}}' } },
  create(context) {
    const from = clientArea(context.filename);
    if (from === undefined) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const problem = clientImportProblem(from, clientArea(path.resolve(path.dirname(context.filename), source) + '/'));
      if (problem) context.report({ node: node.source, messageId: 'crossed', data: { problem } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const clientBoundaries = {
  files: ['client/src/**/*.{ts,tsx}'],
  plugins: { lokalno: { rules: { 'client-boundaries': clientBoundaryRule } } },
  rules: { 'lokalno/client-boundaries': 'error' },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'client/src/graphql/**', 'test-results/**', 'playwright-report/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...boundaries(),
  clientBoundaries,
);
