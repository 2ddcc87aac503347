import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects keep server modules out of browser tests and DOM globals out of server tests.
export default defineConfig({
  test: {
    // The unit step runs alone (the browser tests come after it), so both of CI's two cores serve
    // it: one fork at a time (Vitest's default there) made the step about an hour long.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Generous: CI machines have two cores shared by the browser, servers and PostgreSQL.
          testTimeout: 60_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/jsdom-setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
