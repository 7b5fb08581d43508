// One ESLint configuration for the whole repository (flat config).
// Formatting is Prettier's job (`npm run format:check`); eslint-config-prettier turns off the
// rules that would fight it. Boundaries: a remote never imports another remote or the shell,
// a feature never imports another feature's files, shared packages never import an app.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const REMOTES = ['mf-public', 'mf-aula', 'mf-teacher', 'mf-admin', 'mf-superadmin'];
const APPS = [...REMOTES, 'shell'];
const SHARED = ['shared-contracts', 'packages/ui', 'packages/build-tools'];

/** A remote or the shell must not reach into another app: they meet only through Module Federation. */
const appZones = APPS.map((app) => ({
  target: `./${app}`,
  from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
  message: 'Una app no importa otra: comparte el código por @inpro/ui o @inpro/shared-contracts.',
}));

/** Shared packages and the API never depend on an app. */
const sharedZones = [...SHARED, 'api'].map((pkg) => ({
  target: `./${pkg}`,
  from: APPS.map((app) => `./${app}`),
  message: 'Un paquete compartido no depende de una app.',
}));

/** The features of a remote (the folders of <remote>/src/features). */
function featuresOf(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Inside a remote, features/<a> never reaches into features/<b>: it may import only what <b> offers
 * in its index.ts (bulletproof-react's feature boundaries, with a public surface per feature).
 */
const featureZones = REMOTES.flatMap((remote) => {
  const dir = `${remote}/src/features`;
  if (!existsSync(dir)) return [];
  const features = featuresOf(dir);
  return features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./${dir}/${feature}`,
        from: `./${dir}/${other}`,
        except: ['./index.ts'],
        message: `Importa de '../../${other}' (su index.ts), no sus archivos internos.`,
      })),
  );
});

/**
 * Nor does the rest of the remote (app/ with its routes, the entry files, the test helpers): a
 * feature's index.ts is its only door, which also makes its screens lazy for the routes.
 */
const doorZones = REMOTES.flatMap((remote) => {
  const src = `${remote}/src`;
  const dir = `${src}/features`;
  if (!existsSync(dir)) return [];
  const outside = readdirSync(src)
    .filter((entry) => entry !== 'features')
    .map((entry) => `./${src}/${entry}`);
  return featuresOf(dir).map((feature) => ({
    target: outside,
    from: `./${dir}/${feature}`,
    except: ['./index.ts'],
    message: `Importa de 'features/${feature}' (su index.ts), no sus archivos internos.`,
  }));
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.artifacts/**',
      '**/.data/**',
      'e2e/.tmp/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/bench-results/**',
      'types/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.node, ...globals.jest },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['tsconfig.base.json', '*/tsconfig.json', 'packages/*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...appZones, ...sharedZones, ...featureZones, ...doorZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Nothing imports a test file, so no cycle can pass through one: the cycle search (the costliest
    // rule) skips them.
    files: ['**/*.test.{ts,tsx,js}', '**/testing/**', '**/test/**', 'e2e/**'],
    rules: { 'import-x/no-cycle': 'off' },
  },
  {
    files: ['shared-contracts/**'],
    ignores: ['shared-contracts/src/zod.ts', 'shared-contracts/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', message: 'Importa z desde shared-contracts/src/zod.ts (configura zod para el navegador).' }],
          patterns: [{ regex: '^@inpro/shared-contracts(/.*)?$', message: 'Dentro de shared-contracts importa por ruta relativa.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['api/**', 'e2e/**', 'scripts/**', 'shared-contracts/**', 'packages/ui/router.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              message: "Import the router from '@inpro/ui/router': one shared, tree-shaken copy (packages/ui/router.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['api/**', 'e2e/**', 'scripts/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A screen reaches the API only through its feature's query and mutation hooks (hooks/use….ts), so
    // query keys, invalidation and error handling live in one place per operation.
    files: REMOTES.flatMap((remote) => [`${remote}/src/**/components/**/*.{ts,tsx}`, `${remote}/src/**/*Page.tsx`]),
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/(^|\\/)api(\\/|$)/]',
          message: 'Un componente no importa api/: usa el hook de su feature (hooks/use….ts).',
        },
        {
          selector: 'ImportSpecifier[imported.name=/^(useHttp|downloadFile)$/]',
          message: 'Un componente no llama a la API por su cuenta (useHttp, downloadFile): usa el hook de su feature (hooks/use….ts).',
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // A scrollable table region must take focus so that keyboard users can scroll it (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
      // autoFocus on components (the calendar pop-up focuses its day grid when opened) is their own behaviour.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
