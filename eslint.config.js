import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const web = 'apps/web/src';
/** The web features (apps/web/src/features/<name>): each is reached only through its index.ts. */
const webFeatures = readdirSync(`${root}/${web}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers (issue 13): `app/` composes the features, a feature imports another only
 * through `features/<name>/index.ts` and never `app/`, `shared/` imports neither.
 */
const webBoundaries = [
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'A feature must not import app/ (the composition root imports the features).',
  },
  {
    target: `${web}/shared`,
    from: [`${web}/app`, `${web}/features`],
    message: 'shared/ must not import app/ or a feature.',
  },
  ...webFeatures.map((name) => ({
    target: [`${web}/*.{ts,tsx}`, `${web}/!(features)/**/*`, `${web}/features/!(${name})/**/*`],
    from: `${web}/features/${name}`,
    except: ['./index.ts'],
    message: `Import features/${name} through its index.ts, not its internals.`,
  })),
];

const server = 'apps/server/src';
/**
 * The server's units (docs/architecture.md "Modules"): each module under modules/, the casino
 * dealer and the sports feed. Each is reached from outside only through its index.ts; the
 * composition root (app.ts) may also register a module's routes.ts.
 */
const serverModules = readdirSync(`${root}/${server}/modules`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const serverUnits = [
  ...serverModules.map((name) => ({
    path: `modules/${name}`,
    others: [`${server}/!(app).ts`, `${server}/!(modules)/**/*`, `${server}/modules/!(${name})/**/*`],
  })),
  ...['dealer', 'feed'].map((name) => ({
    path: name,
    others: [`${server}/!(app).ts`, `${server}/!(${name})/**/*`],
  })),
];

/**
 * The server's walls (issue 13). `testKits` also lets a test use another module's test kit.
 * Domain code (a module's files but its routes and fast paths) does not import the HTTP edge.
 */
const serverBoundaries = (testKits) => [
  ...serverUnits.flatMap(({ path, others }) => [
    {
      target: others,
      from: `${server}/${path}`,
      except: ['./index.ts', ...(testKits ? ['./test-kit.ts', './audit.test-helper.ts'] : [])],
      message: `Import ${path} through its index.ts, not its internals.`,
    },
    {
      target: `${server}/app.ts`,
      from: `${server}/${path}`,
      except: ['./index.ts', './routes.ts'],
      message: `The composition root imports ${path} through its index.ts or routes.ts.`,
    },
  ]),
  {
    target: `${server}/modules/**/!(*routes|fast-path|*.test|test-kit).ts`,
    from: `${server}/http`,
    message:
      'Domain code does not import the HTTP edge: throw domain errors (domain-errors.ts); HTTP lives in routes.ts.',
  },
];

const importResolver = {
  'import-x/extensions': ['.ts', '.tsx'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
};

/**
 * One lint setup for the workspace. The `no-restricted-imports` blocks keep DESIGN.md's rule of
 * the house: packages/* never import apps/*, and the web app never imports the server.
 */
export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@backlay/server',
                '@backlay/server/*',
                '@backlay/web',
                '@backlay/web/*',
                '@backlay/backoffice',
                '@backlay/backoffice/*',
              ],
              message: 'packages/* must not import apps/* (docs/architecture.md).',
            },
            { group: ['**/apps/**'], message: 'packages/* must not import apps/* (docs/architecture.md).' },
          ],
        },
      ],
    },
  },
  {
    // The end-to-end suite and the benchmarks use the server through its public entry (issue 13).
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@backlay/server/src', '@backlay/server/src/**'],
              message: "e2e and bench import the server only through '@backlay/server' (issue 13).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@backlay/server', '@backlay/server/*'],
              message: 'The web app must not import the server (DESIGN.md).',
            },
            {
              group: ['**/server/**', '**/apps/server/**'],
              message: 'The web app must not import the server (DESIGN.md).',
            },
          ],
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                "Use shared/lazyPart.tsx: React's lazy alone takes the whole app down when a chunk does not load.",
            },
          ],
        },
      ],
    },
  },
  {
    // The first-requests script is the build's second entry (ADR 0020): the site may use its types
    // only, or the script's chunk would wait for the site's.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/firstRequestsEntry.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/firstRequests', './firstRequests'],
              allowTypeImports: true,
              message: 'The site imports only types from the first-requests script (ADR 0020).',
            },
          ],
        },
      ],
    },
  },
  {
    // The back office (issue 16) is its own app: it shares the contracts and the design tokens,
    // never the customer app's code or the server's.
    files: ['apps/backoffice/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@backlay/server', '@backlay/server/*', '@backlay/web', '@backlay/web/*'],
              message: 'The back office imports neither the server nor the customer app (issue 16).',
            },
            {
              group: ['**/apps/server/**', '**/apps/web/**', '**/server/src/**', '**/web/src/**'],
              message: 'The back office imports neither the server nor the customer app (issue 16).',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webBoundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Nothing imports a test file, so no cycle runs through one: skip the (slowest) cycle walk there.
    files: [`${web}/**/*.test.{ts,tsx}`],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    // The server's module walls and no import cycles (issue 13; docs/architecture.md "Modules").
    files: [`${server}/**/*.ts`],
    plugins: { 'import-x': importX },
    settings: importResolver,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverBoundaries(false) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: [
      `${server}/**/*.test.ts`,
      `${server}/**/*.pg-test.ts`,
      `${server}/**/test-kit.ts`,
      `${server}/test/**/*.ts`,
    ],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverBoundaries(true) }],
      'import-x/no-cycle': 'off',
    },
  },
);
