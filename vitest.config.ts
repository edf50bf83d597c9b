import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace: each project keeps its own environment.
export default defineConfig({
  test: {
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
