import { defineConfig } from 'vitest/config';

/** Server tests: `npm run test:server`. They start real HTTP and SMTP servers on 127.0.0.1. */
export default defineConfig({
  // The shared ../lib/enquiry-schema.ts gets this package's zod, not the site's.
  resolve: { dedupe: ['zod'] },
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Every test file starts its own services on temp databases, so workers can be reused.
    isolate: false,
    // The tests mostly wait on sockets, child processes and timers, so files overlap well even on
    // 2 cores (the default would be one file at a time there).
    maxWorkers: 4,
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Deliveries and process exits are awaited by polling; allow for a busy 2-core machine.
    expect: { poll: { timeout: 10_000 } },
  },
});
