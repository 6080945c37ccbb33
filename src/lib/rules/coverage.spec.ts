/*
 * docs/rule-coverage.md against the rule data: every sentence of Rule 37, Rule 35 and Arena Rule 9 is listed
 * once, encoded (with the file that encodes it and a test that quotes or names it) or shown as text only
 * with the reason; every sentence the geometry cites is among the encoded ones; and the document is the
 * rendering of src/lib/rules/coverage.ts. UPDATE_COVERAGE=1 npx vitest run src/lib/rules/coverage.spec.ts
 * writes the document after a change to the list.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARENA_CITATIONS, FIELD_CITATIONS, RULE35_5A } from '$lib/geometry';
import { examples } from './examples';
import { allPassages, passagesByRule } from './index';
import { COVERAGE, sentencesOf, WHOLE_PASSAGES, type SentenceCoverage } from './coverage';
import { NO_DIAGRAM, scenarios } from '$lib/scenarios/scenarios';
import { noDiagramReason } from '$lib/scenarios/text.server';
import type { Passage, RuleSet } from './types';
import { sentenceOf } from '$lib/geometry/sentences';

const ROOT = process.cwd();
const DOC = resolve(ROOT, 'docs/rule-coverage.md');

const counted = (p: Passage) => p.kind !== 'example' && p.kind !== 'table';

/** Every counted sentence with the one entry that covers it. */
function resolved(): { passage: Passage; sentence: string; entry: SentenceCoverage | undefined; matches: number }[] {
	return allPassages.filter(counted).flatMap((passage) =>
		sentencesOf(passage.en).map((sentence) => {
			const found = COVERAGE.filter((e) => e.passage === passage.id && sentence.startsWith(e.starts));
			return { passage, sentence, entry: found[0], matches: found.length };
		})
	);
}

const PATH = /(?:src|tests|docs)\/[\w./[\]=()-]+?\.(?:ts|svelte|md)/g;

describe('rule coverage', () => {
	const rows = resolved();

	it('lists every sentence of the three texts exactly once', () => {
		const missing = rows.filter((r) => r.matches === 0).map((r) => `${r.passage.id}: ${r.sentence.slice(0, 80)}`);
		const twice = rows.filter((r) => r.matches > 1).map((r) => `${r.passage.id}: ${r.sentence.slice(0, 80)}`);
		expect(missing).toEqual([]);
		expect(twice).toEqual([]);
		// And no entry is left over (a typo in `starts` would leave its sentence unlisted).
		for (const e of COVERAGE) expect(rows.some((r) => r.entry === e), `${e.passage}: ${e.starts}`).toBe(true);
		expect(rows.length).toBeGreaterThan(190);
	});

	it('names, for every encoded sentence, files that exist and a test that quotes or names it', () => {
		for (const e of [...COVERAGE, ...WHOLE_PASSAGES]) {
			for (const path of e.where.match(PATH) ?? []) expect(existsSync(resolve(ROOT, path)), `${e.passage}: ${path}`).toBe(true);
			if (e.encoded.includes('text')) {
				expect(e.encoded).toEqual(['text']);
				expect(e.reason?.length, `${e.passage}: ${e.starts}`).toBeGreaterThan(8);
				expect(e.test).toBeUndefined();
				continue;
			}
			expect(e.where.match(PATH)?.length, `${e.passage}: ${e.starts}`).toBeGreaterThan(0);
			expect(e.test, `${e.passage}: ${e.starts}`).toBeDefined();
			const test = readFileSync(resolve(ROOT, e.test!), 'utf8');
			expect(test.includes(e.needle ?? e.starts), `${e.test} should contain ${e.needle ?? e.starts}`).toBe(true);
		}
	});

	it('lists every sentence the geometry cites as encoded, never as text only', () => {
		const cites = [...Object.values(FIELD_CITATIONS), ...Object.values(ARENA_CITATIONS), RULE35_5A];
		for (const c of cites) {
			const rule = c.rule as RuleSet;
			const sentence = sentenceOf(c);
			const home = rows.filter((r) => r.passage.rule === rule && (r.sentence.includes(sentence) || sentence.includes(r.sentence)));
			expect(home.length, `${c.ref}: ${sentence.slice(0, 60)}`).toBeGreaterThan(0);
			for (const h of home) expect(h.entry?.encoded, `${c.ref}: ${sentence.slice(0, 60)}`).not.toEqual(['text']);
		}
	});

	it('every worked example is a scenario or has its reason', () => {
		for (const e of examples) {
			const n = scenarios.filter((s) => s.exampleRef === e.id).length + NO_DIAGRAM.filter((x) => x.exampleRef === e.id).length;
			expect(n, e.id).toBe(1);
		}
	});

	it('docs/rule-coverage.md is the rendering of the list (UPDATE_COVERAGE=1 writes it)', () => {
		const md = render();
		if (process.env.UPDATE_COVERAGE === '1') writeFileSync(DOC, md);
		expect(existsSync(DOC)).toBe(true);
		expect(readFileSync(DOC, 'utf8')).toBe(md);
	});
});

// ---------------------------------------------------------------------------------------------------------
// The document.

const RULE_NAME: Record<RuleSet, string> = { rule37: 'Rule 37 (outdoor penalties)', rule35: 'Rule 35 (selection of penalty)', arena9: 'Arena Rule 9 (arena penalties)' };
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const code = (s: string) => s.replace(PATH, (p) => `\`${p}\``);

function render(): string {
	const rows = resolved();
	const out: string[] = [];
	out.push('# Rule coverage');
	out.push('');
	out.push(
		'Every sentence of the three rulebook texts the site is built from (Rule 37, Rule 35 and Arena Rule 9, from the seeds), with how the site encodes it, where, and the test that checks it; a sentence shown as text only is listed with the reason. The worked examples are listed at the end, each with its scenario. Generated from `src/lib/rules/coverage.ts` by `src/lib/rules/coverage.spec.ts`, which fails when a sentence is missing, a file named does not exist, a test named does not quote or name what it checks, or this file differs from the list (`UPDATE_COVERAGE=1 npx vitest run src/lib/rules/coverage.spec.ts` rewrites it).'
	);
	out.push('');
	out.push('Encoded as: **placement** (the geometry places it), **check** (the setup checker and drills judge positions by it), **animation** (a variant, phase or overlay shows it), **card** (a card states it with the sentence quoted: the outcome card, the rule panel’s “After the hit”), **selector** (the Rule 35 selector applies it), **scenario** (the scenario library draws the examples that apply it), **text** (shown as rule text only).');
	out.push('');
	out.push('| Text | Sentences | Encoded | Text only, with the reason | Covered |');
	out.push('| --- | ---: | ---: | ---: | ---: |');
	for (const rule of ['rule37', 'rule35', 'arena9'] as const) {
		const mine = rows.filter((r) => r.passage.rule === rule);
		const text = mine.filter((r) => r.entry?.encoded[0] === 'text').length;
		const listed = mine.filter((r) => r.entry).length;
		out.push(`| ${RULE_NAME[rule]} | ${mine.length} | ${mine.length - text} | ${text} | ${Math.round((100 * listed) / mine.length)}% |`);
	}
	out.push('');
	for (const rule of ['rule37', 'rule35', 'arena9'] as const) {
		out.push(`## ${RULE_NAME[rule]}`);
		out.push('');
		for (const p of passagesByRule[rule]) {
			if (p.kind === 'example') continue;
			out.push(`### ${p.heading} (\`${p.id}\`)`);
			out.push('');
			out.push('| Sentence | Encoded as | Where | Checked by |');
			out.push('| --- | --- | --- | --- |');
			if (p.kind === 'table') {
				for (const e of WHOLE_PASSAGES.filter((w) => w.passage === p.id)) {
					out.push(`| The whole table, row by row | ${e.encoded.join(', ')} | ${cell(code(e.where))} | \`${e.test}\`: “${cell(e.needle ?? '')}” |`);
				}
			} else {
				for (const r of rows.filter((x) => x.passage === p)) {
					const e = r.entry!;
					const where = e.encoded[0] === 'text' ? cell(e.reason ?? '') : cell(code(e.where));
					const by = e.test ? `\`${e.test}\`: “${cell(e.needle ?? e.starts)}”` : '—';
					out.push(`| ${cell(r.sentence)} | ${e.encoded.join(', ')} | ${where} | ${by} |`);
				}
			}
			out.push('');
		}
	}
	out.push('## Worked examples');
	out.push('');
	out.push('Each worked example of the three texts is a scenario of the library (`src/lib/scenarios/scenarios.ts`, checked by `src/lib/scenarios/scenarios.spec.ts`: one scenario or one reason per example), or says why it has no diagram.');
	out.push('');
	out.push('| Example | Scenario |');
	out.push('| --- | --- |');
	for (const e of examples) {
		const s = scenarios.find((x) => x.exampleRef === e.id);
		const what = s
			? `\`/scenarios/${s.id}\`: ${s.penalty ? `${s.venue} Penalty ${s.penalty}${s.variant ? `, animated as \`variant=${s.variant}\`` : ''}` : 'no penalty drawn (offsetting fouls or cards)'}`
			: `no diagram: ${noDiagramReason(e.id, 'en')}`;
		out.push(`| \`${e.id}\` | ${cell(what)} |`);
	}
	out.push('');
	return out.join('\n');
}
