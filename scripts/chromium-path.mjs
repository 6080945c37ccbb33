// Finds a Chromium for Playwright without ever downloading a browser build.
import { existsSync } from 'node:fs';

export const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** @returns {string | null} */
export function findChromium(env = process.env) {
	const fromEnv = env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
	if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
	return CANDIDATES.find((p) => existsSync(p)) ?? null;
}
