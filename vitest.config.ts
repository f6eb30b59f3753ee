import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  // dedupe: the shared enquiry schema in server/core/ uses the site's zod, not the service's install.
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) }, dedupe: ['zod'] },
  test: { include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
});
