/*
 * Sharing a diagram's address: the device's share sheet where the browser has one
 * (navigator.share: phones, some desktops), else the address copied to the clipboard. Pure apart
 * from the navigator it is given, so the tests hand in a fake one.
 */

export type ShareResult = 'shared' | 'copied' | 'cancelled' | 'failed';

export interface ShareNavigator {
	share?: (data: { title?: string; url?: string }) => Promise<void>;
	canShare?: (data: { title?: string; url?: string }) => boolean;
	clipboard?: { writeText: (text: string) => Promise<void> };
}

/** Shares `url` under `title`; a share sheet closed by the user is 'cancelled', not a failure, and does not copy. */
export async function shareOrCopy(nav: ShareNavigator, title: string, url: string): Promise<ShareResult> {
	const data = { title, url };
	if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
		try {
			await nav.share(data);
			return 'shared';
		} catch (e) {
			if ((e as { name?: string } | null)?.name === 'AbortError') return 'cancelled';
			// Refused (no user activation, a frame without the permission): copy instead.
		}
	}
	try {
		if (!nav.clipboard) return 'failed';
		await nav.clipboard.writeText(url);
		return 'copied';
	} catch {
		return 'failed';
	}
}
