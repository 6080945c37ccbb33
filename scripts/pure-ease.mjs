// @ts-nocheck -- plain Node ESM (no types); its behaviour is held by its spec (src/lib/island/pureEase.spec.ts).
// d3-ease ships one bundled file whose configurable easings are made by calling a factory at the
// module's top level (`var polyIn = (function custom(e) { ... })(exponent);`, the same for poly, back
// and elastic). A bundler cannot tell such a call has no side effect, so every page that imports one
// easing carried all nine factories and their helpers (about 0.3 KB gzip on a penalty page's first
// use, issue 17). The package marks itself side-effect free; this transform says so of these calls,
// as a `/*#__PURE__*/` annotation, so that the ones nobody imports are dropped.

/** The factory calls of d3-ease's bundle: `= (function custom(`. */
const FACTORY_CALL = /=\s*\(function custom\(/g;

/** d3-ease's bundled module. */
export const D3_EASE = /[\\/]node_modules[\\/]d3-ease[\\/]dist[\\/]d3-ease\.mjs$/;

/** The bundle's code with each factory call annotated as pure. */
export function pureFactories(code) {
	return code.replace(FACTORY_CALL, '= /*#__PURE__*/(function custom(');
}

/** The vite plugin: vite.config.ts (SvelteKit's builds and the unit tests) and scripts/islands.mjs (the islands) use it. */
export function pureEase() {
	return {
		name: 'polo-pure-ease',
		transform(code, id) {
			if (!D3_EASE.test(id)) return null;
			const out = pureFactories(code);
			return out === code ? null : { code: out, map: null };
		}
	};
}
