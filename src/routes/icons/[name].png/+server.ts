/* The home-screen icons as PNG files, written at build time from static/favicon.svg (share/icons.ts). */
import { error } from '@sveltejs/kit';
import { Resvg } from '@resvg/resvg-js';
import { ICONS, iconSvg } from '$lib/share/icons';
import favicon from '../../../../static/favicon.svg?raw';
import type { EntryGenerator, RequestHandler } from './$types';

export const prerender = true;

export const entries: EntryGenerator = () => ICONS.map((i) => ({ name: i.name }));

export const GET: RequestHandler = ({ params }) => {
	const icon = ICONS.find((i) => i.name === params.name);
	if (!icon) error(404, 'No such icon');
	const png = new Resvg(iconSvg(favicon, icon)).render().asPng();
	return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png' } });
};
