import { readdirSync, readFileSync } from 'node:fs';
import { seedDir } from '$lib/rules/seedDir';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARENA, FIELD, RULE35_5A } from './citations';
import { sentenceOf } from './sentences';
import { computeSetup } from './setup';
import { hasPlacement, penaltyIds } from './penalties';

const SEEDS = seedDir() ?? '';
const haveSeeds = SEEDS !== '';
if (!haveSeeds) console.warn(`seeds not found at ${SEEDS}: skipping the check of rule sentences against the rulebook seeds`);

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
const SEED_FILE = { rule37: '000_', rule35: '003_', arena9: '004_' } as const;

function seedText(rule: keyof typeof SEED_FILE): string {
	const name = readdirSync(SEEDS).find((f) => f.startsWith(SEED_FILE[rule]));
	if (!name) throw new Error(`no seed file for ${rule} in ${SEEDS}`);
	return squash(readFileSync(resolve(SEEDS, name), 'utf8'));
}

const all = [...Object.values(FIELD), ...Object.values(ARENA), RULE35_5A];

describe.skipIf(!haveSeeds)('rule sentences against the seeds', () => {
	it.each(all.map((c) => [c.ref, sentenceOf(c).slice(0, 60), c] as const))('%s: "%s..." is word for word in the English original', (_r, _s, c) => {
		expect(c.rule).not.toBe('venue');
		expect(seedText(c.rule as keyof typeof SEED_FILE)).toContain(squash(sentenceOf(c)));
	});
});

describe('citations', () => {
	it('every penalty setup cites at least one rule sentence, and every constraint names its rule', () => {
		for (const kind of ['field', 'arena'] as const) {
			for (const id of penaltyIds(kind)) {
				const s = computeSetup({ venue: kind, penalty: id });
				expect(s.citations.length).toBeGreaterThan(0);
				for (const c of s.constraints) expect(sentenceOf(c.citation).length).toBeGreaterThan(10);
				if (hasPlacement(kind, id)) expect(s.ballCitations.length).toBeGreaterThan(0);
			}
		}
	});

	it('names the rule set of each citation in its reference', () => {
		for (const c of Object.values(FIELD)) expect(c.ref).toMatch(/^Rule 37, Penalty /);
		for (const c of Object.values(ARENA)) expect(c.ref).toMatch(/^Arena Rule 9/);
	});
});
