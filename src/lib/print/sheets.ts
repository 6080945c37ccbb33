/*
 * The print page's list of sheets, kept in its URL. Pure; never throws: what cannot be read is
 * left out with a notice.
 *
 *   /print/field                      every penalty of the venue, in rulebook order
 *   /print/field?ids=2,3,5a           these penalties, in this order (the clinic's ids=)
 *   /print/arena?sheet=2&sheet=5a%3Ffoul%3D30%2C10%26from%3Dspot
 *                                     one sheet per sheet=, each a penalty id and, after '?', the
 *                                     query of its penalty page (/arena/5a?foul=30,10&from=spot):
 *                                     foul spot, options, venue size, moved players, view
 *
 * ids= and sheet= may be given together: the ids= sheets come first. A sheet's query without
 * view= or zoom= shows the play's close-up (zoom=1), the view a handout needs; zoom=0 asks for the
 * whole venue. Build a link with printHref (or URLSearchParams, which encodes the '?' and '&').
 */
import { penaltyIds, type VenueKind } from '$lib/geometry';
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

/** One sheet asked for: a penalty and its penalty page's query ('' for the default setup). */
export interface SheetAsk {
	id: string;
	/** Without the leading '?'. */
	query: string;
}

/** A sheet of the page: asked for or not (the chooser's box), in the page's order. */
export interface SheetChoice extends SheetAsk {
	on: boolean;
}

/** At most this many sheets are read from a URL (a handout of every penalty twice and more). */
export const MAX_SHEETS = 40;
/** The longest query a sheet keeps (a whole penalty page's state is under 400 characters). */
const MAX_QUERY = 1000;

/** '5.A ' -> '5a', as the clinic reads its ids. */
const normalId = (s: string) => s.trim().toLowerCase().replace('.', '');

/**
 * The sheets a query asks for, or every penalty of the venue; `picked` when the URL chose them.
 * Notices in `locale`.
 */
export function parseSheets(kind: VenueKind, params: URLSearchParams, locale: Locale): { sheets: SheetAsk[]; picked: boolean; notices: string[] } {
	const all = penaltyIds(kind);
	const lo = { locale };
	const notices: string[] = [];
	const unknown: string[] = [];
	const asked: SheetAsk[] = [];
	const raw = params.get('ids');
	if (raw !== null) {
		const ids = raw.slice(0, 400).split(',').map(normalId).filter(Boolean);
		for (const id of ids) {
			if (!all.includes(id)) unknown.push(id);
			else if (!asked.some((s) => s.id === id)) asked.push({ id, query: '' });
		}
	}
	for (const value of params.getAll('sheet')) {
		const cut = value.indexOf('?');
		const id = normalId(cut < 0 ? value : value.slice(0, cut));
		const query = cut < 0 ? '' : value.slice(cut + 1, cut + 1 + MAX_QUERY);
		if (all.includes(id)) asked.push({ id, query });
		else if (id) unknown.push(id);
	}
	if (unknown.length) {
		const ids = [...new Set(unknown)].map((s) => (s.length > 12 ? `${s.slice(0, 12)}…` : s)).join(', ');
		notices.push(kind === 'field' ? m.prt_notice_ids_field({ ids }, lo) : m.prt_notice_ids_arena({ ids }, lo));
	}
	if (asked.length > MAX_SHEETS) notices.push(m.prt_notice_many({ n: MAX_SHEETS }, lo));
	const sheets = asked.slice(0, MAX_SHEETS);
	if (sheets.length === 0) {
		if (raw !== null || params.has('sheet')) notices.push(m.prt_notice_none_read({}, lo));
		return { sheets: all.map((id) => ({ id, query: '' })), picked: false, notices };
	}
	return { sheets, picked: true, notices };
}

/**
 * The page's choices: the sheets asked for, ticked, then the venue's other penalties, not ticked,
 * so that any penalty can be added; every penalty, ticked, when the URL chose none.
 */
export function sheetChoices(kind: VenueKind, sheets: readonly SheetAsk[], picked: boolean): SheetChoice[] {
	const chosen = sheets.map((s) => ({ ...s, on: true }));
	if (!picked) return chosen;
	const rest = penaltyIds(kind).filter((id) => !sheets.some((s) => s.id === id));
	return [...chosen, ...rest.map((id) => ({ id, query: '', on: false }))];
}

/**
 * The query ('?'-prefixed, or '') of the sheets chosen: nothing for every penalty in rulebook order,
 * ids= when no sheet has a query of its own, else one sheet= each.
 */
export function sheetsSearch(kind: VenueKind, chosen: readonly SheetAsk[]): string {
	const all = penaltyIds(kind);
	const ids = chosen.map((s) => s.id);
	// ids= lists each penalty once: a penalty twice, or any sheet with a query, is written sheet= by sheet=.
	const plain = chosen.every((s) => s.query === '') && new Set(ids).size === ids.length;
	if (plain && ids.length === all.length && ids.every((id, i) => id === all[i])) return '';
	if (plain) return `?ids=${ids.join(',')}`;
	const p = new URLSearchParams();
	for (const s of chosen) p.append('sheet', s.query ? `${s.id}?${s.query}` : s.id);
	return `?${p}`;
}

/** The query a sheet's PenaltyView loads: its own, with the play's close-up unless it asks for a view. */
export function sheetParams(query: string): URLSearchParams {
	const p = new URLSearchParams(query);
	if (!p.has('zoom') && !p.has('view')) p.set('zoom', '1');
	return p;
}

/**
 * A link to the print page of these sheets, relative to the site's root (prefix it with the base
 * path and language as for any page): printHref('arena', [{ id: '2', query: '' }, { id: '5a', query: 'foul=30,10' }]).
 */
export function printHref(kind: VenueKind, sheets: readonly SheetAsk[]): string {
	return `/print/${kind}${sheetsSearch(kind, sheets)}`;
}
