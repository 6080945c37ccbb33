/*
 * Where the rulebook seeds (the specification, not part of this repository) are, for the tests that
 * compare the rule data with them: $SEEDS_DIR, else ../shared/seeds beside the checkout (the main
 * checkout), else ../../shared/seeds (a worktree under wt/). Null when none exists: those tests skip.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export function seedDir(cwd: string = process.cwd()): string | null {
	const candidates = [process.env.SEEDS_DIR, resolve(cwd, '../shared/seeds'), resolve(cwd, '../../shared/seeds')].filter((d): d is string => !!d);
	return candidates.find((d) => existsSync(d)) ?? null;
}
