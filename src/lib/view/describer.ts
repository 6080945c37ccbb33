/*
 * The diagram's <title> and <desc> (describeSetup), as PenaltyDiagram takes them: at hand here (the
 * server, SvelteKit's client, the penalty page's and the clinic's islands, which carry the setup's
 * words anyway). The embed's island has describer.island.ts in this module's place: a club's frame
 * draws and plays from its first use without them, its page's data has them written for its own
 * setup, and they load once the setup changes (issue 17: an embed's first use, <= 80 KB).
 */
import { describeSetup } from '$lib/diagram/describe';

export interface Describer {
	/** describeSetup where it is at hand; null where it loads. */
	at: typeof describeSetup | null;
	load: () => Promise<typeof describeSetup>;
}

export const DESCRIBER: Describer = { at: describeSetup, load: () => Promise.resolve(describeSetup) };
