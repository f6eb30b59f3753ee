import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Modules that would put zod, parsed content or a whole icon set into every visitor's first load.
const HEAVY_FOR_CLIENTS = [
  { name: 'zod', message: 'full zod in the browser; use zod/mini, loaded on demand' },
  { name: '@/lib/schemas', message: 'the zod schemas; take the data as props' },
  { name: '@/server/core/enquiry-schema', message: 'zod; load it with loadEnquirySchema()' },
];
const HEAVY_PATTERNS = [{ regex: '^@/content/', message: 'a content module runs zod; take the data as props' }];

/** 'use client' files import nothing heavy (type-only imports are free). */
const clientBoundary = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const isClient = context.sourceCode.ast.body.some((node) => node.directive === 'use client');
    return {
      ImportDeclaration(node) {
        if (!isClient || node.importKind === 'type' || node.specifiers.every((s) => s.importKind === 'type')) return;
        const source = node.source.value;
        const hit = HEAVY_FOR_CLIENTS.find((h) => h.name === source) ?? HEAVY_PATTERNS.find((p) => new RegExp(p.regex).test(source));
        if (source === 'lucide-react' && node.specifiers.some((s) => s.type === 'ImportNamespaceSpecifier')) {
          context.report({ node, message: "Client components import single lucide icons, never 'import * as'" });
        } else if (hit) {
          context.report({ node, message: `Client components must not import '${source}': ${hit.message}` });
        }
      },
    };
  },
};

// Each folder imports only the folders below it: app > components > lib/content (the code that reads content) > content > lib.
const layers = (from, forbidden, ignores = []) => ({
  files: [`${from}/**`],
  ignores,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [{ name: 'next/link', message: 'Use SiteLink (components/ui/site-link), which fetches a page on intent, not on sight' }],
        patterns: forbidden.map((folder) => ({ group: [`@/${folder}/*`, `**/${folder}/*`], message: `${from}/ must not import ${folder}/` })),
      },
    ],
  },
});

const config = [
  ...nextVitals,
  ...nextTypescript,
  {
    ignores: ['.fixture-build/**', '.wrangler/**', 'out/**', '.next/**', 'server/*/dist/**', 'server/node_modules/**', 'server/worker/worker-configuration.d.ts', 'server/worker/.wrangler/**', 'bench/empty-next/.next/**', 'bench/empty-next/out/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts'],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    plugins: { local: { rules: { 'client-boundary': clientBoundary } } },
    rules: {
      'local/client-boundary': 'error',
      // Islands read browser-only state (sessionStorage, history, readyState) once hydrated, so the first render matches the exported HTML.
      'react-hooks/set-state-in-effect': 'off',
      // A test's callbacks read the child process a later line starts; `let` declared first is the plain way to share it.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  layers('app', []),
  layers('lib', ['app', 'components', 'content'], ['lib/content/**']),
  layers('lib/content', ['app', 'components']),
  layers('content', ['app', 'components', 'lib/content']),
  layers('components', ['app']),
  { files: ['components/ui/site-link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  {
    // The core runs in Node and in Workers: plain TypeScript, WebCrypto and zod/mini, nothing outside its folder.
    files: ['server/core/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./)(?!zod/mini$)', message: 'the core imports no runtime modules: only its own files and zod/mini' }] },
      ],
    },
  },
  {
    // The form loads these too (the schema on demand): they stay this small.
    files: ['server/core/enquiry-schema.ts', 'server/core/enquiry-rules.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod/mini$|\\./enquiry-rules$|\\./group-digits$)', message: 'only zod/mini, ./enquiry-rules and ./group-digits' }] }] },
  },
  {
    // Each package of the service reaches another only by its name (its package.json says which).
    files: ['server/node/**', 'server/worker/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^\\.\\./', message: 'import another package of the service by its name, e.g. @cpa-site/enquiry-core/contract' }] }],
    },
  },
  {
    // The Worker itself runs on the core and Cloudflare's modules only (the Node tools beside it may use more).
    files: ['server/worker/index.ts', 'server/worker/d1-store.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!\\./|@cpa-site/enquiry-core/|cloudflare:)', message: 'the Worker imports only ./, @cpa-site/enquiry-core/ and cloudflare: modules' }] }],
    },
  },
  {
    // The form's first load leaves the toasts for later.
    files: ['components/contact/enquiry-form.tsx', 'components/contact/enquiry-form-body.tsx', 'components/contact/field.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-hot-toast', './enquiry-toaster', 'next/link'].map((name) => ({ name, message: 'loaded late, through components/ui/deferred' })),
          patterns: [{ group: ['@/app/*'], message: 'components/ must not import app/' }],
        },
      ],
    },
  },
  {
    files: ['lib/enquiry.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [{ name: '@/server/core/enquiry-schema', allowTypeImports: true, message: 'load the schema on demand (loadEnquirySchema)' }] }] },
  },
  {
    files: ['e2e/**'],
    // Playwright names a fixture's callback `use`; it is not React's hook.
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
];

export default config;
