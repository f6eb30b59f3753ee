import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.fixture-build/**', 'out/**', '.next/**', 'server/dist/**', 'bench/empty-next/.next/**', 'bench/empty-next/out/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    rules: {
      // Islands read browser-only state (sessionStorage, history, readyState) once hydrated, so the first render matches the exported HTML.
      'react-hooks/set-state-in-effect': 'off',
      // A test's callbacks read the child process a later line starts; `let` declared first is the plain way to share it.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['e2e/**'],
    // Playwright names a fixture's callback `use`; it is not React's hook.
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
