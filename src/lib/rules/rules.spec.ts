import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it, expect } from 'vitest';
import { seedDir as findSeedDir } from './seedDir';
import {
	allPassages,
	arena9,
	arena9DiagramCaption,
	LANGS,
	passageById,
	passagesFor,
	penaltyIds,
	relatedPassagesFor,
	rule35,
	rule35Factors,
	rule35Principles,
	rule37,
	seedMeta,
	table35,
	text,
	type Passage,
	type RuleSet
} from './index';
import { parseTable35, table35PenaltiesLabel, table35RulesLabel } from './table35';
import { examples, exampleStarts, examplesFor } from './examples';

const ids = (ps: Passage[]) => ps.map((p) => p.id);
const norm = (s: string) => s.replace(/\s+/gu, ' ').trim();

describe('rule passages', () => {
	it('has unique, well-formed ids prefixed by their rule set', () => {
		const all = ids(allPassages);
		expect(new Set(all).size).toBe(all.length);
		for (const p of allPassages) {
			expect(p.id).toMatch(/^(rule37|rule35|arena9)-[a-z0-9]+(?:-[a-z0-9]+)*$/u);
			expect(p.id.startsWith(`${p.rule}-`)).toBe(true);
		}
	});

	it('keeps the three rule sets, in seed order, with the expected number of passages', () => {
		expect(rule37).toHaveLength(19);
		expect(rule35).toHaveLength(35);
		expect(arena9).toHaveLength(38);
		expect(allPassages).toHaveLength(19 + 35 + 38);
		expect(rule37[0]?.id).toBe('rule37-p1');
		expect(rule37[rule37.length - 1]?.id).toBe('rule37-p10');
		expect(rule35[0]?.id).toBe('rule35-calling-a-foul');
		expect(arena9[arena9.length - 1]?.id).toBe('arena9-exec-approach-examples');
	});

	it('gives every passage non-empty, trimmed English, French and Spanish text and a heading', () => {
		for (const p of allPassages) {
			for (const lang of LANGS) {
				const t = text(p, lang);
				expect(t.length, `${p.id} ${lang}`).toBeGreaterThan(0);
				expect(t, `${p.id} ${lang}`).toBe(t.trim());
			}
			expect(p.heading.length, p.id).toBeGreaterThan(0);
			expect(['seed', 'site']).toContain(p.headingSource);
		}
	});

	it('marks translations as specified: Rule 37 and Arena 9 French from the seed, Spanish ours; Rule 35 the other way', () => {
		for (const p of rule37) expect(p.translated, p.id).toEqual({ fr: 'seed', es: 'site' });
		for (const p of arena9) expect(p.translated, p.id).toEqual({ fr: 'seed', es: 'site' });
		for (const p of rule35) expect(p.translated, p.id).toEqual({ fr: 'site', es: 'seed' });
	});

	it('tells the languages apart (no translation is a copy of the English)', () => {
		for (const p of allPassages) {
			if (p.kind === 'table') continue;
			expect(p.fr, p.id).not.toBe(p.en);
			expect(p.es, p.id).not.toBe(p.en);
		}
	});

	it('has a penalty on every penalty passage and a kind that fits the clause', () => {
		for (const p of allPassages) {
			if (p.clause === 'examples') expect(p.kind, p.id).toBe('example');
			if (p.clause === 'interpretation') expect(p.kind, p.id).toBe('interpretation');
		}
		for (const p of rule37) expect(p.penalty, p.id).not.toBeNull();
	});
});

describe('passagesFor / passageById / text', () => {
	it('finds at least one passage for every field and arena penalty', () => {
		for (const venue of ['field', 'arena'] as const) {
			for (const id of penaltyIds[venue]) {
				expect(passagesFor(venue, id).length, `${venue} ${id}`).toBeGreaterThan(0);
			}
		}
	});

	it('uses Rule 37 for the field and Arena Rule 9 for the arena', () => {
		for (const id of penaltyIds.field) for (const p of passagesFor('field', id)) expect(p.rule).toBe('rule37');
		for (const id of penaltyIds.arena) for (const p of passagesFor('arena', id)) expect(p.rule).toBe('arena9');
	});

	it('includes sub-clauses, notes, interpretations and examples', () => {
		expect(ids(passagesFor('field', '2'))).toEqual(['rule37-p2', 'rule37-p2b', 'rule37-p2c']);
		expect(ids(passagesFor('field', '3'))).toEqual(['rule37-p3-note', 'rule37-p3', 'rule37-p3b', 'rule37-p3c']);
		expect(ids(passagesFor('field', '4'))).toEqual(['rule37-p4', 'rule37-p4b']);
		expect(ids(passagesFor('field', '7'))).toEqual(['rule37-p7', 'rule37-p7-interpretation', 'rule37-p7-examples']);
		expect(ids(passagesFor('field', '5a'))).toEqual(['rule37-p5a']);
		expect(ids(passagesFor('arena', '2'))).toEqual([
			'arena9-p2',
			'arena9-p2-inside-15',
			'arena9-alt9',
			'arena9-alt9-rule',
			'arena9-alt9-examples'
		]);
		expect(ids(passagesFor('arena', '3'))).toEqual(['arena9-p3', 'arena9-alt9', 'arena9-alt9-rule', 'arena9-alt9-examples']);
		expect(ids(passagesFor('arena', '5a'))).toEqual([
			'arena9-p5',
			'arena9-p5a',
			'arena9-p5a-interpretation',
			'arena9-p5a-examples'
		]);
		expect(ids(passagesFor('arena', '5b'))).toEqual(['arena9-p5', 'arena9-p5b']);
		expect(ids(passagesFor('arena', '7'))).toEqual(['arena9-p7', 'arena9-p7-substitute', 'arena9-p7-removal']);
		expect(ids(passagesFor('arena', '6c'))).toEqual(['arena9-p6c']);
	});

	it('returns nothing for an unknown penalty', () => {
		expect(passagesFor('field', '6a')).toEqual([]);
		expect(passagesFor('arena', '10')).toEqual([]);
		expect(passagesFor('arena', '')).toEqual([]);
	});

	it('lists the arena execution rules that speak about a penalty', () => {
		const related = ids(relatedPassagesFor('arena', '2'));
		expect(related).toContain('arena9-exec-wait-rebound');
		expect(related).toContain('arena9-exec-designated-defender');
		expect(related).not.toContain('arena9-p2');
		expect(relatedPassagesFor('field', '2')).toEqual([]);
	});

	it('looks passages up by id and returns their text per language', () => {
		const p = passageById('rule37-p5a');
		expect(p?.penalty).toBe('5a');
		expect(passageById('nope')).toBeUndefined();
		if (!p) return;
		expect(text(p, 'en').startsWith('Hit from the Spot (Penalty 5.a)')).toBe(true);
		expect(text(p, 'fr').startsWith('Coup sur place (Pénalité 5.a)')).toBe(true);
		expect(text(p, 'es').startsWith('Tiro desde el lugar (Penal 5.a)')).toBe(true);
	});
});

describe('Rule 35 table, factors and principles', () => {
	it('has every row from 1.e to 34', () => {
		expect(table35).toHaveLength(23);
		expect(table35[0]).toEqual({ rules: ['1.e'], penalties: ['5', '9'], written: '5, 9' });
		expect(table35[table35.length - 1]).toEqual({ rules: ['34'], penalties: ['2', '3', '4', '5', '7', '10'] });
		expect(table35.map((r) => r.rules.join('|'))).toEqual([
			'1.e', '2', '3', '4', '5.b|5.c', '5.d', '5.e|5.f', '5.g|5.h', '6.a', '6.b|6.c', '21.a', '22',
			'24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34'
		]);
		expect(table35.find((r) => r.rules[0] === '22')).toEqual({ rules: ['22'], penalties: [], note: '(see Rule)' });
	});

	it('matches the table passage text (English and Spanish)', () => {
		const p = passageById('rule35-table');
		expect(p).toBeDefined();
		if (!p) return;
		expect(parseTable35(p.en)).toEqual(table35);
		expect(parseTable35(p.es).map((r) => ({ ...r, note: r.note && '(see Rule)' }))).toEqual(
			table35.map((r) => ({ ...r, note: r.note && '(see Rule)' }))
		);
		expect(parseTable35(p.fr)).toEqual(table35.map((r) => (r.note ? { ...r, note: '(voir la Règle)' } : r)));
	});

	it('labels rows the way the table writes them', () => {
		const row = table35[3];
		expect(row && table35RulesLabel(row)).toBe('4');
		expect(row && table35PenaltiesLabel(row)).toBe('2,3,4,5,9 or 10');
		const pair = table35[4];
		expect(pair && table35RulesLabel(pair, 'es')).toBe('5.b o 5.c');
		// Row 1.e is "5, 9" in the rulebook (no "or"), in every language.
		const r1e = table35[0];
		for (const lang of ['en', 'fr', 'es'] as const) expect(r1e && table35PenaltiesLabel(r1e, lang)).toBe('5, 9');
		const r22 = table35[11];
		expect(r22 && table35PenaltiesLabel(r22, 'fr')).toBe('(voir la Règle)');
	});

	it('has the four considerations and the two principles, taken from the passages', () => {
		expect(rule35Factors.map((f) => f.en)).toEqual([
			'Degree of danger or unfair advantage',
			'Location of the violation on the field',
			'Position of players on the field',
			'Frequency of similar violations'
		]);
		expect(rule35Factors[3]?.es).toBe('Frecuencia de violaciones similares');
		const source = passageById('rule35-two-principles');
		expect(rule35Principles).toHaveLength(2);
		for (const pr of rule35Principles) {
			expect(source?.en).toContain(pr.en);
			expect(source?.fr).toContain(pr.fr);
			expect(source?.es).toContain(pr.es);
		}
	});
});

describe('seed meta and examples', () => {
	it('has the title block and notice of every rule set in all three languages', () => {
		for (const rs of ['rule37', 'rule35', 'arena9'] as const) {
			for (const field of ['title', 'subtitle', 'summary', 'notice'] as const) {
				for (const lang of LANGS) expect(seedMeta[rs][field][lang].length, `${rs} ${field} ${lang}`).toBeGreaterThan(0);
			}
		}
		expect(seedMeta.rule37.notice.fr).toBe('Traduction à but pédagogique. Le texte original en anglais prévaut.');
		expect(seedMeta.rule35.notice.es).toBe('Traducción con fines educativos. Prevalece el texto original en inglés.');
	});

	it('cuts every multi-example passage into the same number of examples in each language, losing nothing', () => {
		for (const [id, starts] of Object.entries(exampleStarts)) {
			const p = passageById(id);
			expect(p, id).toBeDefined();
			if (!p) continue;
			const parts = examplesFor(id);
			expect(parts.length, id).toBe(starts.en.length + 1);
			for (const lang of LANGS) expect(parts.map((e) => e[lang]).join(' '), `${id} ${lang}`).toBe(p[lang]);
		}
		for (const p of allPassages.filter((x) => x.kind === 'example')) expect(examplesFor(p.id).length).toBeGreaterThan(0);
		expect(examplesFor('arena9-exec-designated-defender-examples')).toHaveLength(6);
		expect(new Set(examples.map((e) => e.id)).size).toBe(examples.length);
	});
});

// ---------------------------------------------------------------------------------------------------------
// Comparison with the seed files (the specification). Skipped when the seeds are not checked out beside us.

const seedDir = findSeedDir() ?? '';
const seedsExist = seedDir !== '';
if (!seedsExist) console.warn('seeds not found ($SEEDS_DIR, ../shared/seeds or ../../shared/seeds): skipping seed comparison');

const SEEDS: Record<RuleSet, { file: string; lang: 'fr' | 'es'; marker: string; passages: Passage[] }> = {
	rule37: { file: '000_a1f0c772dc51f8a5.txt', lang: 'fr', marker: 'Texte original', passages: rule37 },
	rule35: { file: '003_de229a7ba452acad.txt', lang: 'es', marker: 'Texto original', passages: rule35 },
	arena9: { file: '004_1fde1d726f919eec.txt', lang: 'fr', marker: 'Texte original', passages: arena9 }
};

function readSeed(rs: RuleSet): string {
	return readFileSync(path.join(seedDir, SEEDS[rs].file), 'utf-8');
}

/** The English block after each "Texte original"/"Texto original" marker: the next non-empty line. */
function englishBlocks(raw: string, marker: string): string[] {
	const lines = raw.split('\n');
	const blocks: string[] = [];
	lines.forEach((line, i) => {
		if (!line.trimEnd().endsWith(marker)) return;
		const next = lines.slice(i + 1).find((l) => l.trim() !== '');
		if (next !== undefined) blocks.push(norm(next));
	});
	return blocks;
}

/** What is left of `s` once every one of `texts` is cut out (longest first). */
function without(s: string, texts: string[]): string {
	let rest = norm(s);
	for (const t of [...texts].map(norm).filter((t) => t !== '').sort((a, b) => b.length - a.length)) rest = rest.split(t).join(' ');
	return rest;
}

const hasLetters = (s: string) => /\p{L}/u.test(s);

describe.skipIf(!seedsExist)('comparison with the seed files', () => {
	for (const rs of ['rule37', 'rule35', 'arena9'] as const) {
		const { lang, marker, passages } = SEEDS[rs];

		describe(rs, () => {
			it(`has every passage's English and seed-language (${lang}) text word for word in the seed`, () => {
				const seed = norm(readSeed(rs));
				for (const p of passages) {
					expect(seed.includes(norm(p.en)), `${p.id} en`).toBe(true);
					expect(seed.includes(norm(p[lang])), `${p.id} ${lang}`).toBe(true);
				}
			});

			it('has the seed headings as the seed gives them', () => {
				const lines = new Set(readSeed(rs).split('\n').map((l) => l.trim()));
				for (const p of passages) if (p.headingSource === 'seed') expect(lines.has(p.heading), p.id).toBe(true);
			});

			it(`covers every English block ("${marker}") of the seed with passages`, () => {
				const blocks = englishBlocks(readSeed(rs), marker);
				expect(blocks.length).toBe(passages.length);
				const texts = passages.flatMap((p) => [p.en, p[lang]]);
				for (const block of blocks) expect(hasLetters(without(block, texts)), block.slice(0, 80)).toBe(false);
			});

			it('leaves nothing of the seed unaccounted for', () => {
				const meta = seedMeta[rs];
				const metaTexts = (['title', 'subtitle', 'summary', 'notice'] as const).map((f) => meta[f][meta.fromSeed[f]]);
				const raw = readSeed(rs)
					.split('\n')
					.filter((l) => !/^\d+\. 37 Penalty [\w ]+$/u.test(l.trim())) // Rule 37's item labels
					.join('\n');
				const texts = [
					...passages.flatMap((p) => [p.en, p[lang]]),
					...passages.filter((p) => p.headingSource === 'seed').map((p) => p.heading),
					...metaTexts,
					marker,
					...(rs === 'arena9' ? [arena9DiagramCaption.fr] : [])
				];
				expect(without(raw, texts).trim()).toBe('');
			});

			it('has the title block and notice of the seed', () => {
				const lines = readSeed(rs).split('\n').map((l) => l.trim()).filter((l) => l !== '');
				const meta = seedMeta[rs];
				expect(lines[0]).toBe(meta.title[meta.fromSeed.title]);
				expect(lines[1]).toBe(meta.subtitle[meta.fromSeed.subtitle]);
				expect(lines[2]).toBe(meta.summary[meta.fromSeed.summary]);
				expect(lines[lines.length - 1]).toBe(meta.notice[meta.fromSeed.notice]);
			});
		});
	}

	it('has the arena diagram caption (French only in the seed) word for word', () => {
		expect(norm(readSeed('arena9')).includes(norm(arena9DiagramCaption.fr))).toBe(true);
	});

	it('parses the same Rule 35 table rows out of the seed as table35', () => {
		const line = readSeed('rule35')
			.split('\n')
			.find((l) => l.startsWith('RULE PENALTY VIOLATED EXACTED'));
		expect(line).toBeDefined();
		expect(parseTable35(line ?? '')).toEqual(table35);
	});
});
