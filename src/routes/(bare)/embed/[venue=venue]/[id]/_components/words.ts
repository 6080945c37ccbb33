/* The words of the embed's own setup, written by its server load (+page.server.ts says why). */
import type { Described } from '$lib/diagram/describe';

export interface EmbedWords {
	/** The penalty's title in the page's language (no option changes it). */
	title: string;
	/** The diagram's <title> and <desc> as the page opens; null for a penalty that places nobody. */
	described: Described | null;
	/** A penalty that places nobody: what happens, and the rule's reference (null: none cited). */
	outcome: { summary: string; cite: string | null } | null;
}
