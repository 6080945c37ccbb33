/*
 * Every heading of a Rule 37 or Arena Rule 9 passage a page shows is in the page's language: the
 * penalty's own passage takes the penalty's title, every other one its own translation.
 */
import { describe, expect, it } from 'vitest';
import { passageHeading as clinicHeading } from '$lib/clinic/words';
import { arena9, rule37 } from '$lib/rules';
import { passageHeading } from '$lib/scenarios/text.server';
import { PASSAGE_HEADINGS } from './passageHeadings';

const own = (p: { penalty: string | null; clause: string | null; heading: string }) => !!p.penalty && !p.clause && /^Penalty \d+[a-d]?:/.test(p.heading);

describe('passage headings', () => {
	it.each([...rule37.map((p) => ['field', p.id, p] as const), ...arena9.map((p) => ['arena', p.id, p] as const)])('%s %s: translated in fr and es', (kind, _id, p) => {
		for (const locale of ['fr', 'es'] as const) {
			const h = clinicHeading(p, kind, locale);
			expect(h.lang, `${p.id} ${locale}`).toBe(locale);
			expect(h.text).not.toBe(p.heading);
			if (!own(p)) expect(passageHeading(p.id, locale)).toEqual({ text: h.text, lang: locale });
		}
		expect(clinicHeading(p, kind, 'en')).toEqual({ text: p.heading, lang: 'en' });
		if (!own(p)) expect(PASSAGE_HEADINGS[p.id]!({}, { locale: 'en' })).toBe(p.heading);
	});
});
