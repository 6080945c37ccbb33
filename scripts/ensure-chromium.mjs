// Makes sure a Chromium is there before the end-to-end tests run.
// Order: PLAYWRIGHT_CHROMIUM_EXECUTABLE, then the system Chromium; as root with apt-get, install
// Debian's chromium; otherwise one clear line saying what to install. Never downloads a browser build.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium-path.mjs';

const found = findChromium();
if (found) {
	console.log(`chromium: ${found}`);
	process.exit(0);
}
if (process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE) {
	console.error(`PLAYWRIGHT_CHROMIUM_EXECUTABLE=${process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE} does not exist.`);
	process.exit(1);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
	console.log('No Chromium found: installing Debian\'s chromium with apt-get ...');
	execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
		stdio: 'inherit'
	});
	const now = findChromium();
	if (now) {
		console.log(`chromium: ${now}`);
		process.exit(0);
	}
}
console.error(
	'No Chromium found: install it (Debian/Ubuntu: sudo apt-get install chromium) or set PLAYWRIGHT_CHROMIUM_EXECUTABLE to a Chromium binary.'
);
process.exit(1);
