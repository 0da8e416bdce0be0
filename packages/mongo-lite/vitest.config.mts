import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
    // Test files share one module graph per worker: importing mongoose and the driver once instead of per file
    // halves the run on these 2-core machines. Files must therefore not rely on module-level mocks.
    isolate: false,
    // vitest leaves a core to its main process, which idles while the workers test: one worker on two cores.
    // A worker per core keeps both busy (about 55 s -> 39 s here); the two randomized index tests set the floor.
    maxWorkers: availableParallelism(),
  },
});
