import { describe, expect, it } from 'vitest';
import { shareOrCopy, type ShareNavigator } from './shareLink';

const URL_ = 'https://polo-penalties.example/field/5a?foul=150,60';

function fake(o: { share?: 'ok' | 'abort' | 'refuse'; canShare?: boolean; clipboard?: 'ok' | 'refuse' }) {
	const log: string[] = [];
	const nav: ShareNavigator = {};
	if (o.share)
		nav.share = async (d) => {
			log.push(`share ${d.url}`);
			if (o.share === 'abort') throw Object.assign(new Error('closed'), { name: 'AbortError' });
			if (o.share === 'refuse') throw Object.assign(new Error('no'), { name: 'NotAllowedError' });
		};
	if (o.canShare !== undefined) nav.canShare = () => o.canShare!;
	if (o.clipboard)
		nav.clipboard = {
			writeText: async (t) => {
				log.push(`copy ${t}`);
				if (o.clipboard === 'refuse') throw new Error('denied');
			}
		};
	return { nav, log };
}

describe('shareOrCopy', () => {
	it.each([
		{ name: 'share sheet', o: { share: 'ok', clipboard: 'ok' }, want: 'shared', log: [`share ${URL_}`] },
		{ name: 'sheet closed by the user', o: { share: 'abort', clipboard: 'ok' }, want: 'cancelled', log: [`share ${URL_}`] },
		{ name: 'sheet refused', o: { share: 'refuse', clipboard: 'ok' }, want: 'copied', log: [`share ${URL_}`, `copy ${URL_}`] },
		{ name: 'cannot share this', o: { share: 'ok', canShare: false, clipboard: 'ok' }, want: 'copied', log: [`copy ${URL_}`] },
		{ name: 'no share sheet', o: { clipboard: 'ok' }, want: 'copied', log: [`copy ${URL_}`] },
		{ name: 'clipboard refused', o: { clipboard: 'refuse' }, want: 'failed', log: [`copy ${URL_}`] },
		{ name: 'nothing at all', o: {}, want: 'failed', log: [] }
	] as const)('$name', async ({ o, want, log }) => {
		const f = fake(o);
		expect(await shareOrCopy(f.nav, 'Penalty 5.a', URL_)).toBe(want);
		expect(f.log).toEqual(log);
	});
});
