// Serves the prerendered site in build/ as any static host would: files as they are, /path ->
// /path.html or /path/index.html, unknown paths -> 404.html with status 404, and the response
// headers of the build's _headers file (static/_headers: frame-ancestors and the other security
// headers a <meta> tag cannot carry), applied as Cloudflare Pages does. No dependencies.
// Usage: node scripts/serve.mjs [port] [base]   (base: the sub-path the site was built for, e.g. /polo)
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

// SERVE_ROOT, else the BUILD_DIR the site was just built into (svelte.config.js), else build/.
const root = resolve(process.env.SERVE_ROOT ?? process.env.BUILD_DIR ?? 'build');
const port = Number(process.argv[2] ?? process.env.PORT ?? 4173);
const base = (process.argv[3] ?? process.env.BASE_PATH ?? '').replace(/\/$/, '');

const TYPES = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.mjs': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.svg': 'image/svg+xml',
	'.json': 'application/json',
	'.webmanifest': 'application/manifest+json',
	'.png': 'image/png',
	'.txt': 'text/plain; charset=utf-8',
	'.woff2': 'font/woff2'
};

/**
 * The rules of a _headers file: blocks of a path pattern (one `*` splat, `:name` placeholders)
 * followed by indented `Name: value` lines, or `! Name` to drop a header an earlier rule set.
 */
function readHeaderRules(path) {
	if (!existsSync(path)) return [];
	const rules = [];
	for (const line of readFileSync(path, 'utf8').split(/\r?\n/)) {
		if (!line.trim() || line.trim().startsWith('#')) continue;
		if (!/^\s/.test(line)) {
			const pattern = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:[A-Za-z]\w*/g, '[^/]+');
			rules.push({ match: new RegExp(`^${pattern}$`), set: [], unset: [] });
			continue;
		}
		const rule = rules.at(-1);
		if (!rule) continue;
		const t = line.trim();
		if (t.startsWith('!')) rule.unset.push(t.slice(1).trim().toLowerCase());
		else if (t.includes(':')) rule.set.push([t.slice(0, t.indexOf(':')).trim().toLowerCase(), t.slice(t.indexOf(':') + 1).trim()]);
	}
	return rules;
}

/** The rules, read again when a new build has replaced the file. */
let headerRules = { mtime: -1, rules: [] };
function currentRules() {
	const path = join(root, '_headers');
	const mtime = existsSync(path) ? statSync(path).mtimeMs : 0;
	if (mtime !== headerRules.mtime) headerRules = { mtime, rules: readHeaderRules(path) };
	return headerRules.rules;
}

/** The _headers headers for a path (without the base): every matching rule, in order. */
function headersFor(rel) {
	const out = new Map();
	const seen = new Set();
	for (const rule of currentRules()) {
		if (!rule.match.test(rel)) continue;
		for (const name of rule.unset) out.delete(name);
		for (const [name, value] of rule.set) {
			// As on Cloudflare Pages: a header set by an earlier rule gets the value appended.
			out.set(name, seen.has(name) && out.has(name) ? `${out.get(name)}, ${value}` : value);
			seen.add(name);
		}
	}
	return Object.fromEntries(out);
}

function file(p) {
	return existsSync(p) && statSync(p).isFile() ? p : null;
}

function send(res, path, status = 200, rel = '/') {
	res.writeHead(status, {
		...headersFor(rel),
		'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
		'cache-control': path.includes('/_app/immutable/') ? 'public, max-age=31536000, immutable' : 'no-cache'
	});
	createReadStream(path).pipe(res);
}

createServer((req, res) => {
	let pathname;
	try {
		pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
	} catch {
		pathname = '/';
	}
	if (base && !(pathname === base || pathname.startsWith(base + '/'))) {
		const nf = file(join(root, '404.html'));
		return nf ? send(res, nf, 404, pathname) : (res.writeHead(404, headersFor(pathname)), res.end('Not found'));
	}
	const rel = normalize(pathname.slice(base.length) || '/').replace(/^(\.\.[/\\])+/, '');
	const target = join(root, rel);
	if (!target.startsWith(root)) {
		res.writeHead(400);
		return res.end();
	}
	// The host reads _headers; it is not a page.
	const hit = rel === '/_headers' ? null : (file(target) ?? file(target + '.html') ?? file(join(target, 'index.html')));
	if (hit) return send(res, hit, 200, rel);
	const nf = file(join(root, '404.html'));
	if (nf) return send(res, nf, 404, rel);
	res.writeHead(404, { ...headersFor(rel), 'content-type': 'text/plain' });
	res.end('Not found');
}).listen(port, () => console.log(`Serving ${root} at http://localhost:${port}${base}/`));
