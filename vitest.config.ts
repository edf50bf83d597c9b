import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: each project keeps its own environment.
export default defineConfig({
  test: {
    // Vitest keeps one core free by default, which on the 2-core machine runs the files one by one:
    // two at a time took 4.6 instead of 6.0 minutes (docs/benchmarks.md, "Test suite time"). Each
    // PostgreSQL suite has a schema of its own and each file its own SQLite, so files share nothing.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'content',
          root: './content',
          environment: 'node',
          include: ['**/*.test.ts'],
        },
      },
      './apps/web/vite.config.ts',
    ],
  },
});
