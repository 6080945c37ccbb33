import { describe, expect, it } from 'vitest';
import { carryOver, entryFor, fileGroup, firstVisit, localeOfKey, pageKey, sizeOf, wholeSite, type ManifestEntry, type OfflineManifest } from './offline';

const LOCALES = ['en', 'fr', 'es'];

describe('fileGroup', () => {
	it.each([
		['_app/immutable/en/chunks/A.js', 'tree:en'],
		['_app/immutable/fr/nodes/7.B.js', 'tree:fr'],
		['_app/immutable/fr/island/clinic/clinic.E.js', 'island:fr'],
		['_app/immutable/en/island/clinic/text.F.js', 'island:en'],
		['_app/immutable/es/island/embed/embed.G.js', 'embed:es'],
		['_app/immutable/en/island/penalty/penalty.H.js', 'tree:en'],
		['_app/immutable/entry/start.C.js', 'shared'],
		['_app/immutable/assets/0.D.css', 'shared'],
		['favicon.svg', 'shared'],
		['404.html', 'shared'],
		['index.html', 'page:en'],
		['field/5a.html', 'page:en'],
		['field/5a/__data.json', 'page:en'],
		['fr/index.html', 'page:fr'],
		['es/arena/2.html', 'page:es'],
		['es/clinic.html', 'page:es'],
		['embed/field/5a.html', 'embed:en'],
		['fr/embed/arena/4.html', 'embed:fr'],
		['embed-example.html', 'embed:en'],
		['print/field.html', 'print:en'],
		['es/print/arena.html', 'print:es'],
		['_headers', null],
		['service-worker.js', null],
		['_app/version.json', null],
		['_app/offline.json', null],
		['polo-penalty.js', null],
		// For other sites only: link-preview pictures, oEmbed answers, the licences' notices.
		['og/fr/field/5a.png', null],
		['oembed/es/arena/4.json', null],
		['third-party-notices.txt', null],
		['icons/icon-192.png', 'shared'],
		// A language's home-screen manifest goes with its pages (a French visit caches the French one only).
		['manifest.webmanifest', 'shared'],
		['fr/manifest.webmanifest', 'page:fr'],
		['es/manifest.webmanifest', 'page:es'],
		['_app/immutable/en/chunks/A.js.map', null]
	])('%s is %s', (file, group) => {
		expect(fileGroup(file, LOCALES)).toBe(group);
	});
});

describe('pageKey', () => {
	it.each([
		['index.html', '/'],
		['fr/index.html', '/fr'],
		['field/5a.html', '/field/5a'],
		['404.html', '/404.html'],
		['field/5a/__data.json', '/field/5a/__data.json'],
		['_app/immutable/en/chunks/A.js', '/_app/immutable/en/chunks/A.js']
	])('%s is requested at %s', (file, key) => {
		expect(pageKey(file)).toBe(key);
	});
});

const e = (key: string, group: string, hash = 'h', gzip = 10): ManifestEntry => [key, gzip * 3, gzip, hash, group];
const manifest = (files: ManifestEntry[]): OfflineManifest => ({ version: '1', locales: LOCALES, files });
const SITE = manifest([
	e('/_app/immutable/assets/a.css', 'shared'),
	e('/404.html', 'shared'),
	e('/_app/immutable/en/chunks/A.js', 'tree:en'),
	e('/_app/immutable/fr/chunks/A.js', 'tree:fr'),
	e('/', 'page:en'),
	e('/field/2', 'page:en'),
	e('/field/3', 'page:en'),
	e('/fr', 'page:fr'),
	e('/fr/field/2', 'page:fr'),
	e('/print/field', 'print:en'),
	e('/embed/field/2', 'embed:en')
]);
const keys = (list: ManifestEntry[]) => list.map((x) => x[0]).sort();

describe('localeOfKey and entryFor', () => {
	it.each([
		['/fr/field/2', 'fr'],
		['/fr', 'fr'],
		['/field/2', 'en'],
		['/', 'en'],
		['/french', 'en']
	])('%s is in %s', (key, locale) => {
		expect(localeOfKey(SITE, key)).toBe(locale);
	});
	it('finds an address with or without its trailing slash, and nothing else', () => {
		expect(entryFor(SITE, '/field/2/')?.[0]).toBe('/field/2');
		expect(entryFor(SITE, '/field/9')).toBeNull();
	});
});

describe('firstVisit', () => {
	it('caches the shared files, the page and its language only', () => {
		expect(keys(firstVisit(SITE, ['/field/2']))).toEqual(['/404.html', '/_app/immutable/assets/a.css', '/_app/immutable/en/chunks/A.js', '/field/2']);
		expect(keys(firstVisit(SITE, ['/fr/field/2?x']))).toEqual(['/404.html', '/_app/immutable/assets/a.css', '/_app/immutable/fr/chunks/A.js']);
		expect(keys(firstVisit(SITE, ['/fr/field/2']))).toContain('/fr/field/2');
	});
});

describe('wholeSite and sizeOf', () => {
	it('is every page and print sheet of a language with its scripts, no embed, no other language', () => {
		expect(keys(wholeSite(SITE, 'en'))).toEqual(['/', '/404.html', '/_app/immutable/assets/a.css', '/_app/immutable/en/chunks/A.js', '/field/2', '/field/3', '/print/field']);
		expect(sizeOf(wholeSite(SITE, 'fr'))).toEqual({ files: 5, bytes: 150, gzip: 50 });
	});
});

describe('carryOver', () => {
	it('copies what did not change, downloads what changed and the new files of what was held', () => {
		const next = manifest(SITE.files.map((f) => (f[0] === '/field/2' ? e('/field/2', 'page:en', 'new') : f[0] === '/_app/immutable/en/chunks/A.js' ? e('/_app/immutable/en/chunks/B.js', 'tree:en') : f)));
		const { copy, fetch } = carryOver(SITE, ['/_app/immutable/assets/a.css', '/404.html', '/_app/immutable/en/chunks/A.js', '/field/2'], next);
		expect(keys(copy)).toEqual(['/404.html', '/_app/immutable/assets/a.css']);
		expect(keys(fetch)).toEqual(['/_app/immutable/en/chunks/B.js', '/field/2']);
	});
	it('keeps a language saved whole whole, and a page gone from the site goes', () => {
		const next = manifest([...SITE.files.filter((f) => f[0] !== '/field/3'), e('/field/4', 'page:en')]);
		const saved = keys(wholeSite(SITE, 'en'));
		const { copy, fetch } = carryOver(SITE, saved, next);
		expect(keys(fetch)).toEqual(['/field/4']);
		expect(keys(copy)).toEqual(saved.filter((k) => k !== '/field/3'));
	});
	it('a file the old cache lacked is downloaded even when its hash is the same', () => {
		const { copy, fetch } = carryOver(SITE, ['/field/2'], SITE);
		expect(keys(copy)).toEqual(['/field/2']);
		expect(keys(fetch)).toEqual(['/404.html', '/_app/immutable/assets/a.css']);
	});
});

describe('the islands’ scripts', () => {
	const clinic = e('/_app/immutable/en/island/clinic/clinic.A.js', 'island:en');
	const embed = e('/_app/immutable/en/island/embed/embed.B.js', 'embed:en');
	const site = manifest([...SITE.files, clinic, embed, e('/_app/immutable/fr/island/clinic/clinic.A.js', 'island:fr')]);

	it('a first visit leaves them to the page that loads them', () => {
		expect(keys(firstVisit(site, ['/field/2']))).toEqual(keys(firstVisit(SITE, ['/field/2'])));
	});

	it("'Save for offline' takes the clinic's island of its language, not the embed's", () => {
		expect(keys(wholeSite(site, 'en'))).toEqual([...keys(wholeSite(SITE, 'en')), clinic[0]].sort());
	});

	it('a new build keeps them in a language saved whole', () => {
		const next = manifest(site.files.map((f) => (f === clinic ? e('/_app/immutable/en/island/clinic/clinic.C.js', 'island:en') : f)));
		const { fetch } = carryOver(site, keys(wholeSite(site, 'en')), next);
		expect(keys(fetch)).toEqual(['/_app/immutable/en/island/clinic/clinic.C.js']);
	});
});

describe('the export encoders (island/encoders.ts)', () => {
	const ENCODERS = new Set(['chunks/P.js', 'island/penalty/video.V.js', 'island/clinic/video.W.js']);
	it.each([
		['_app/immutable/es/chunks/P.js', 'exports:es'],
		['_app/immutable/en/island/penalty/video.V.js', 'exports:en'],
		['_app/immutable/en/chunks/A.js', 'tree:en'],
		// The clinic's island is cached as the page loads it, encoders and all.
		['_app/immutable/fr/island/clinic/video.W.js', 'island:fr'],
		['_app/immutable/entry/start.C.js', 'shared']
	])('%s is %s', (file, group) => {
		expect(fileGroup(file, LOCALES, ENCODERS)).toBe(group);
	});

	const video = e('/_app/immutable/en/chunks/P.js', 'exports:en');
	const site = manifest([...SITE.files, video, e('/_app/immutable/fr/chunks/P.js', 'exports:fr')]);

	it('a first visit does not cache them; the service worker caches each as it is used', () => {
		expect(keys(firstVisit(site, ['/field/2']))).toEqual(keys(firstVisit(SITE, ['/field/2'])));
	});

	it("'Save for offline' takes its language's", () => {
		expect(keys(wholeSite(site, 'en'))).toEqual([...keys(wholeSite(SITE, 'en')), video[0]].sort());
	});

	it('a new build downloads them again where one was held, not otherwise', () => {
		const next = manifest(site.files.map((f) => (f === video ? e('/_app/immutable/en/chunks/Q.js', 'exports:en') : f)));
		expect(keys(carryOver(site, ['/field/2', video[0]], next).fetch)).toContain('/_app/immutable/en/chunks/Q.js');
		expect(keys(carryOver(site, ['/field/2'], next).fetch)).not.toContain('/_app/immutable/en/chunks/Q.js');
	});
});
