import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The workspace packages by name, from their source (tsconfig.base.json's paths).
  resolve: { tsconfigPaths: true },
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Safe to share workers: each test file starts its own services on temp databases.
    isolate: false,
    // The tests mostly wait on sockets and processes, so files overlap well even on 2 cores.
    maxWorkers: 4,
    // The Worker's local runtime takes a few seconds to start, and many more on a loaded machine.
    testTimeout: 150_000,
    hookTimeout: 150_000,
    expect: { poll: { timeout: 10_000 } },
  },
});
