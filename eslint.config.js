import tseslint from 'typescript-eslint';

/**
 * The layering, as import rules per folder (paths are as written in the
 * import, so each depth of folder gets its own pattern):
 * - src/core imports nothing outside src/core: no package, no Node module;
 * - src/sheets imports only src/core (and itself);
 * - the sidebar imports only the server functions' types (src/addon/api-types, src/addon/share-types),
 *   the tie-breaks' names (src/core/tiebreaks/names, a table that imports nothing, so every place
 *   names a tie-break the same) and one package, qrcode-generator, bundled into it to draw QR codes
 *   without a network call.
 * Import cycles and unused exports are checked by scripts/check-structure.ts.
 */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const NO_PACKAGES = { regex: '^(?!\\.\\.?/)', message: 'src/core imports nothing outside src/core: no package, no Node module.' };
const coreAtDepth = (depth) => ({
  files: [`src/core/${'*/'.repeat(depth)}*.ts`],
  rules: restrict([NO_PACKAGES, { regex: `^(\\.\\./){${depth + 1}}`, message: 'src/core imports nothing outside src/core.' }]),
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playground-data/**'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  coreAtDepth(0),
  coreAtDepth(1),
  coreAtDepth(2),
  coreAtDepth(3),
  {
    files: ['src/sheets/**/*.ts'],
    rules: restrict([
      { regex: '^(?!\\.\\.?/)', message: 'src/sheets imports only src/core: no package, no Node module.' },
      { regex: '^\\.\\./(?!core/)', message: 'src/sheets imports only src/core (and its own modules).' },
    ]),
  },
  {
    files: ['sidebar/**/*.ts'],
    rules: restrict([
      { regex: '^(?!\\.\\.?/|qrcode-generator$)', message: 'The sidebar runs in the browser on its own: no package but qrcode-generator (bundled, for QR codes).' },
      {
        regex: '^\\.\\./(?!src/addon/(api-types|share-types)$|src/core/tiebreaks/names$)',
        message: 'The sidebar imports only the server functions’ types (src/addon/api-types, src/addon/share-types) and the tie-breaks’ names (src/core/tiebreaks/names).',
      },
    ]),
  },
  {
    // The sidebar bundles the tie-breaks' names: the table must bring nothing else with it.
    files: ['src/core/tiebreaks/names.ts'],
    rules: restrict([{ regex: '.', message: 'names.ts is bundled into the sidebar: it imports nothing.' }]),
  },
);
