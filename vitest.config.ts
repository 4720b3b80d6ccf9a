import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './e2e/chromium.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

const serverProject = (name: string, databaseUrl?: string): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: path.join(dirname, 'apps/server'),
    include: ['test/**/*.test.ts'],
    environment: 'node',
    env: { PAGORA_TEST_DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; on PostgreSQL one file at a time keeps schemas apart.
    fileParallelism: !databaseUrl,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/contract/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      serverProject('server:sqlite'),
      ...(process.env.TEST_DATABASE_URL
        ? [serverProject('server:postgres', process.env.TEST_DATABASE_URL)]
        : []),
      {
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') }), vanillaExtractPlugin()],
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/sprinkles/createRuntimeSprinkles',
            'react-aria-components',
            'lucide-react',
            'storybook/test',
            'storybook/actions',
            'react/jsx-dev-runtime',
            'zod',
            '@internationalized/date',
            '@vanilla-extract/dynamic',
            'react-dom/server',
            'react-dom/client',
          ],
        },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath,
                args: [...chromiumArgs, '--font-render-hinting=none'],
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1280, height: 800 },
            expect: {
              toMatchScreenshot: {
                // __screenshots__/Button/… rather than __screenshots__/Button.stories.tsx/…, so the
                // baseline folders do not match Storybook's stories glob.
                resolveScreenshotPath: ({
                  root,
                  testFileDirectory,
                  screenshotDirectory,
                  testFileName,
                  arg,
                  browserName,
                  platform,
                  ext,
                }) =>
                  path.join(
                    root,
                    testFileDirectory,
                    screenshotDirectory,
                    testFileName.replace(/\.stories\.tsx$/, ''),
                    `${arg}-${browserName}-${platform}${ext}`,
                  ),
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
