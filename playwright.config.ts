import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain ESM helper without types
import { findChromium } from './scripts/chromium-path.mjs';

const executablePath: string | undefined = findChromium() ?? undefined;
// E2E_PORT lets a second checkout run its suite while another is being served.
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
	testDir: 'tests/e2e',
	// base-path.spec.ts needs the sub-path build: playwright.base.config.ts runs it.
	testIgnore: ['**/base-path.spec.ts'],
	fullyParallel: true,
	// A test.only left in a commit would run alone in CI and pass: CI refuses it.
	forbidOnly: !!process.env.CI,
	workers: process.env.CI ? 2 : undefined,
	retries: 0,
	reporter: process.env.CI ? [['list']] : [['list']],
	timeout: 30_000,
	use: {
		baseURL: `http://localhost:${PORT}`,
		trace: 'off',
		// The site's service worker would answer requests from its cache (out of page.route's reach);
		// tests/e2e/offline.spec.ts turns it back on for itself.
		serviceWorkers: 'block',
		launchOptions: {
			executablePath,
			args: [
				'--no-sandbox',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--disable-gpu',
				'--no-first-run'
			]
		}
	},
	projects: [
		{ name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: ['**/base-path.spec.ts', '**/frame-times.spec.ts'] },
		// Frame times are measured alone, once every other test has finished: a test sharing the CPU would
		// be measured instead of the page.
		{ name: 'frame-times', use: { ...devices['Desktop Chrome'] }, testMatch: ['**/frame-times.spec.ts'], dependencies: ['chromium'] }
	],
	webServer: {
		command: `npm run build && node scripts/serve.mjs ${PORT}`,
		port: PORT,
		reuseExistingServer: !process.env.CI,
		timeout: 180_000
	}
});
