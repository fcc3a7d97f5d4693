import boundaries from 'eslint-plugin-boundaries';

/**
 * The client's layers, enforced (ADR 075; design rules 1 and 12): app -> features -> components
 * and lib. components/ and lib/ import no feature and not app/; a feature never imports app/;
 * a feature is reached from outside only through its index.ts (its own files import each other
 * freely, as scripts/lint-boundaries.test.ts holds).
 */
const anyOf = (...types) => ({ element: { types: { anyOf: types } } });

export const clientBoundaries = {
  files: ['client/src/**/*.{ts,tsx}'],
  plugins: { boundaries },
  settings: {
    // '@/…' and relative paths resolved as the typecheck resolves them (tsconfig.json's paths).
    'import/resolver': { typescript: { project: './tsconfig.json' } },
    'boundaries/elements': [
      { type: 'app', pattern: 'client/src/app' },
      { type: 'feature', pattern: 'client/src/features/*' },
      { type: 'components', pattern: 'client/src/components' },
      { type: 'lib', pattern: 'client/src/lib' },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: anyOf('components', 'lib'),
            disallow: { to: anyOf('feature', 'app') },
            message: 'components/ and lib/ import no feature and not app/: take it as a prop or a slot from the page, or move what is shared to lib/ (ADR 075)',
          },
          {
            from: anyOf('feature'),
            disallow: { to: anyOf('app') },
            message: 'A feature does not import app/ (ADR 075)',
          },
          {
            from: anyOf('app', 'feature'),
            disallow: { to: { element: { type: 'feature', fileInternalPath: '!index.ts' } } },
            message: "Import another feature through its index.ts ('@/features/<name>'), not its files (ADR 075)",
          },
        ],
      },
    ],
  },
};
