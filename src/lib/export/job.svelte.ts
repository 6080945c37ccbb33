/*
 * One download being made: what it is, how far it has got, and how to stop it. Shared by the
 * Download menu and the deck's Download; the work itself is loaded when asked for. A cancel stops
 * the work at its next step and saves nothing; a failure says its cause in the page's language.
 */
import { m } from '$lib/paraglide/messages';
import type { Locale } from '$lib/paraglide/runtime';

export interface Work {
	signal: AbortSignal;
	/** 0..1, or null while how far it has got cannot be told. */
	progress: (f: number | null) => void;
}

/** '1.4 MB', '820 kB' in the language's way of writing numbers. */
export function fileSize(bytes: number, locale: Locale): string {
	const mb = bytes >= 1e6;
	return new Intl.NumberFormat(locale, { style: 'unit', unit: mb ? 'megabyte' : 'kilobyte', maximumFractionDigits: mb ? 1 : 0 }).format(mb ? bytes / 1e6 : Math.max(1, bytes / 1e3));
}

export class ExportJob {
	/** The file being made, or null. */
	name = $state<string | null>(null);
	/** 0..1, null: under way, share unknown. */
	progress = $state<number | null>(null);
	/** The last outcome, in words (saved, cancelled, failed), or what is under way. */
	status = $state('');
	/** Milliseconds the last file took, and its size in bytes (the tests and the bench read them). */
	took = $state<number | null>(null);
	bytes = $state<number | null>(null);
	readonly busy = $derived(this.name !== null);
	readonly percent = $derived(this.progress === null ? null : Math.round(this.progress * 100));

	#abort: AbortController | null = null;

	constructor(private locale: Locale) {}

	/** Makes the file `name` with `work` and saves it; one at a time. */
	async run(name: string, work: (w: Work) => Promise<Blob>): Promise<void> {
		if (this.#abort) return;
		const lo = { locale: this.locale };
		const abort = new AbortController();
		this.#abort = abort;
		this.name = name;
		this.progress = null;
		this.status = m.xp_preparing({ name }, lo);
		const start = performance.now();
		try {
			const blob = await work({ signal: abort.signal, progress: (f) => (this.progress = f) });
			if (abort.signal.aborted) throw new DOMException('cancelled', 'AbortError');
			const { download } = await import('$lib/share/download');
			download(blob, name);
			this.took = Math.round(performance.now() - start);
			this.bytes = blob.size;
			this.status = m.xp_done({ name, size: fileSize(blob.size, this.locale) }, lo);
		} catch (e) {
			const cancelled = abort.signal.aborted || (e instanceof DOMException && e.name === 'AbortError');
			this.status = cancelled ? m.xp_cancelled({}, lo) : m.xp_failed({ why: e instanceof Error ? e.message : String(e) }, lo);
		} finally {
			this.#abort = null;
			this.name = null;
			this.progress = null;
		}
	}

	cancel(): void {
		this.#abort?.abort();
	}
}
