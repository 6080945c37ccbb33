// Serves the prerendered site in build/ as any static host would: files as they are, /path ->
// /path.html or /path/index.html, unknown paths -> 404.html with status 404. No dependencies.
// Usage: node scripts/serve.mjs [port] [base]   (base: the sub-path the site was built for, e.g. /polo)
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.env.SERVE_ROOT ?? 'build');
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

function file(p) {
	return existsSync(p) && statSync(p).isFile() ? p : null;
}

function send(res, path, status = 200) {
	res.writeHead(status, {
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
		return nf ? send(res, nf, 404) : (res.writeHead(404), res.end('Not found'));
	}
	const rel = normalize(pathname.slice(base.length) || '/').replace(/^(\.\.[/\\])+/, '');
	const target = join(root, rel);
	if (!target.startsWith(root)) {
		res.writeHead(400);
		return res.end();
	}
	const hit = file(target) ?? file(target + '.html') ?? file(join(target, 'index.html'));
	if (hit) return send(res, hit);
	const nf = file(join(root, '404.html'));
	if (nf) return send(res, nf, 404);
	res.writeHead(404, { 'content-type': 'text/plain' });
	res.end('Not found');
}).listen(port, () => console.log(`Serving ${root} at http://localhost:${port}${base}/`));
