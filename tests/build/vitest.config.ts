import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { include: ['tests/build/**/*.test.ts'], environment: 'node', fileParallelism: false, testTimeout: 600_000, hookTimeout: 600_000 },
});
