import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { clientBoundaries } from './eslint.client-boundaries.js';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'scratch/**', 'server/db/migrations/**', 'uploads/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    // core/ runs in the browser and the server: no node, react or drizzle, and it imports neither
    // server/ nor client/ at any depth ('../../../server/db/...', '@/...'), so both can import it.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'react', 'react-dom', 'drizzle-orm', 'drizzle-orm/*', 'fastify'], message: 'core/ runs in the browser and the server (ADR 014)' },
            { regex: '^(\\.\\.?/)+(server|client)(/|$)', message: 'core/ imports neither server/ nor client/: move what both need into core (ADR 014)' },
            { regex: '^@/', message: "core/ does not import the client ('@/...'): move what both need into core (ADR 014)" },
          ],
        },
      ],
    },
  },
  {
    // The server's heavy, rarely used packages are imported where they are first needed
    // (`await import()`, server/load-on-first-use.ts): a static import would load them at start,
    // tens of MB resident that most processes never use (ADR 072). Types may be imported.
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['pdfkit', 'fontkit', 'stripe', '@aws-sdk/client-s3', 'yazl', 'file-type', 'nodemailer', 'unpdf', 'tesseract.js', 'ics'].map((name) => ({
            name,
            allowTypeImports: true,
            message: 'loaded at start: import it where it is first used, with await import() (ADR 072)',
          })),
        },
      ],
    },
  },
  // client/src: app -> features -> components and lib, a feature reached through its index.ts.
  clientBoundaries,
);
