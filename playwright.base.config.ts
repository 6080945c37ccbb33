import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { findChromium } from './scripts/chromium-path.mjs';

/*
 * The site built for a sub-path (BASE_PATH=/polo) into build-base/, served at /polo/ on its own port:
 * a club hosting it under /polo/. Run by `npm run test:e2e` after the main config.
 */
const executablePath: string | undefined = findChromium() ?? undefined;
// E2E_BASE_PORT lets a second checkout run this suite while another is being served.
const PORT = Number(process.env.E2E_BASE_PORT ?? 4180);

export default defineConfig({
	testDir: 'tests/e2e',
	testMatch: 'base-path.spec.ts',
	fullyParallel: true,
	// A test.only left in a commit would run alone in CI and pass: CI refuses it.
	forbidOnly: !!process.env.CI,
	workers: process.env.CI ? 2 : undefined,
	retries: 0,
	reporter: [['list']],
	timeout: 30_000,
	use: {
		baseURL: `http://localhost:${PORT}`,
		trace: 'off',
		serviceWorkers: 'block',
		launchOptions: {
			executablePath,
			args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run']
		}
	},
	projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
	webServer: {
		command: `npx svelte-kit sync && BASE_PATH=/polo VITE_SITE_URL=http://localhost:${PORT}/polo BUILD_DIR=build-base KIT_OUT_DIR=.svelte-kit-base npm run build && SERVE_ROOT=build-base node scripts/serve.mjs ${PORT} /polo`,
		port: PORT,
		reuseExistingServer: !process.env.CI,
		timeout: 180_000
	}
});
