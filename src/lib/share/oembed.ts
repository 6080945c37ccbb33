/*
 * The oEmbed answer of a penalty page (oembed.com, type "rich"): what WordPress, and any site that
 * reads oEmbed, puts in its page when a penalty's address is pasted. A static JSON file per page and
 * language (src/routes/oembed), found through the page's <link rel="alternate"
 * type="application/json+oembed">. Its html is a bare <iframe> with only the attributes WordPress
 * keeps from an unknown provider (src, width, height, title, frameborder, scrolling): WordPress
 * then frames it sandboxed with `#?secret=` and sizes it by the embed's height message. Pure.
 */
import { embedHeightAt, SNIPPET_WIDTH } from './embedSize';
import { escapeAttr } from './snippet';

export interface OEmbed {
	version: '1.0';
	type: 'rich';
	title: string;
	provider_name: string;
	provider_url: string;
	html: string;
	width: number;
	height: number;
	thumbnail_url: string;
	thumbnail_width: number;
	thumbnail_height: number;
}

export interface OEmbedInput {
	/** The page's title (the penalty's). */
	title: string;
	/** The site's name and home page (absolute). */
	provider: { name: string; url: string };
	/** The embed's absolute address. */
	embed: string;
	/** The diagram's width / height at the snippet's width (embedSize.ts homeAspect). */
	aspect: number;
	/** The page's preview picture (absolute) and its size. */
	thumbnail: { url: string; width: number; height: number };
}

/** The oEmbed object of one penalty page. */
export function oembedFor(o: OEmbedInput): OEmbed {
	const width = SNIPPET_WIDTH;
	const height = embedHeightAt(width, o.aspect);
	const html = `<iframe src="${escapeAttr(o.embed)}" width="${width}" height="${height}" title="${escapeAttr(o.title)}" frameborder="0" scrolling="no"></iframe>`;
	return {
		version: '1.0',
		type: 'rich',
		title: o.title,
		provider_name: o.provider.name,
		provider_url: o.provider.url,
		html,
		width,
		height,
		thumbnail_url: o.thumbnail.url,
		thumbnail_width: o.thumbnail.width,
		thumbnail_height: o.thumbnail.height
	};
}
