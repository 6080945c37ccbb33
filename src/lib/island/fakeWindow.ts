/*
 * A very small stand-in for a browser window, enough to run the gate (gate.js) in Vitest (no DOM
 * there): elements with attributes, a tree, the few selectors the gate uses, boxes and screen
 * transforms set by the test, window listeners the test fires as a user would, and a record of
 * the events the gate dispatches when it replays. Not a DOM: no propagation, no layout.
 */

type Listener = (e: FakeEvent) => void;

/** A user's (or the gate's) event: the fields given, and whether it was held back. */
export class FakeEvent {
	type: string;
	target: FakeElement | null = null;
	defaultPrevented = false;
	stopped = false;
	[field: string]: unknown;
	constructor(type: string, init: Record<string, unknown> = {}) {
		Object.assign(this, init);
		this.type = type;
	}
	preventDefault() {
		this.defaultPrevented = true;
	}
	stopPropagation() {
		this.stopped = true;
	}
}

/** Does `el` match one compound selector such as `input:not([type=checkbox])` or `svg[data-venue]`? */
function matchesOne(el: FakeElement, sel: string): boolean {
	const tag = /^[a-z]+/i.exec(sel)?.[0];
	if (tag && tag.toLowerCase() !== el.tagName.toLowerCase()) return false;
	for (const m of sel.matchAll(/(:not\()?\[([\w-]+)(?:=("?)([^"\]]*)\3)?\]\)?/g)) {
		const has = m[4] === undefined ? el.hasAttribute(m[2]!) : el.getAttribute(m[2]!) === m[4];
		if (has === !!m[1]) return false;
	}
	return true;
}

export class FakeElement {
	tagName: string;
	attrs = new Map<string, string>();
	children: FakeElement[] = [];
	parent: FakeElement | FakeDocument | null = null;
	textContent = '';
	value?: string;
	checked?: boolean;
	/** The box on screen (client px); 0 x 0: not shown. */
	box = { width: 0, height: 0 };
	/** An svg's user units -> client px (a, b, c, d, e, f). */
	ctm: { a: number; b: number; c: number; d: number; e: number; f: number } | null = null;
	/** The events dispatched on this element (the gate's replays). */
	dispatched: FakeEvent[] = [];
	/** Inline style set through the element's style object. */
	style: Record<string, string> = {};
	readonly nodeType = 1;
	constructor(tagName: string, attrs: Record<string, string> = {}) {
		this.tagName = tagName;
		for (const [k, v] of Object.entries(attrs)) this.attrs.set(k, v);
	}
	get isConnected(): boolean {
		return this.parent instanceof FakeDocument || (this.parent?.isConnected ?? false);
	}
	get parentElement(): FakeElement | null {
		return this.parent instanceof FakeElement ? this.parent : null;
	}
	get hidden() {
		return this.hasAttribute('hidden');
	}
	set hidden(v: boolean) {
		if (v) this.setAttribute('hidden', '');
		else this.removeAttribute('hidden');
	}
	getAttribute(name: string) {
		return this.attrs.get(name) ?? null;
	}
	setAttribute(name: string, value: string) {
		this.attrs.set(name, String(value));
	}
	removeAttribute(name: string) {
		this.attrs.delete(name);
	}
	hasAttribute(name: string) {
		return this.attrs.has(name);
	}
	set rel(v: string) {
		this.setAttribute('rel', v);
	}
	set href(v: string) {
		this.setAttribute('href', v);
	}
	matches(selector: string) {
		return selector.split(',').some((s) => matchesOne(this, s.trim()));
	}
	closest(selector: string): FakeElement | null {
		// eslint-disable-next-line @typescript-eslint/no-this-alias -- a walk up the tree starts at this element
		for (let n: FakeElement | null = this; n; n = n.parentElement) if (n.matches(selector)) return n;
		return null;
	}
	querySelectorAll(selector: string): FakeElement[] {
		return this.children.flatMap((c) => [...(c.matches(selector) ? [c] : []), ...c.querySelectorAll(selector)]);
	}
	querySelector(selector: string) {
		return this.querySelectorAll(selector)[0] ?? null;
	}
	appendChild(child: FakeElement) {
		child.parent = this;
		this.children.push(child);
		if (this.isConnected) owner(this)?.added(child);
		return child;
	}
	remove() {
		const p = this.parent;
		if (p instanceof FakeElement) p.children = p.children.filter((c) => c !== this);
		this.parent = null;
	}
	replaceWith(next: FakeElement) {
		const p = this.parentElement!;
		p.children[p.children.indexOf(this)] = next;
		next.parent = p;
		this.parent = null;
		owner(p)?.added(next);
	}
	getBoundingClientRect() {
		return this.box;
	}
	getScreenCTM() {
		return this.ctm;
	}
	/** What the page does with an event dispatched here (a listener of the test's). */
	onEvent: (e: FakeEvent) => void = () => {};
	dispatchEvent(e: FakeEvent) {
		e.target = this;
		this.dispatched.push(e);
		this.onEvent(e);
		return true;
	}
}

function owner(n: FakeElement | FakeDocument | null): FakeDocument | null {
	while (n instanceof FakeElement) n = n.parent;
	return n;
}

export class FakeDocument {
	readyState: 'loading' | 'complete' = 'complete';
	documentElement = new FakeElement('html');
	head = new FakeElement('head');
	body = new FakeElement('body');
	activeElement: FakeElement | null = null;
	listeners = new Map<string, Listener[]>();
	/** What elementFromPoint answers (the test sets it). */
	atPoint: (x: number, y: number) => FakeElement | null = () => null;
	observers: ((records: { addedNodes: FakeElement[] }[]) => void)[] = [];
	constructor() {
		this.documentElement.parent = this;
		this.documentElement.appendChild(this.head);
		this.documentElement.appendChild(this.body);
	}
	added(node: FakeElement) {
		for (const o of this.observers) o([{ addedNodes: [node] }]);
	}
	createElement(tag: string) {
		return new FakeElement(tag);
	}
	querySelector(s: string) {
		return this.documentElement.matches(s) ? this.documentElement : this.documentElement.querySelector(s);
	}
	querySelectorAll(s: string) {
		return this.documentElement.querySelectorAll(s);
	}
	elementFromPoint(x: number, y: number) {
		return this.atPoint(x, y);
	}
	addEventListener(type: string, f: Listener) {
		this.listeners.set(type, [...(this.listeners.get(type) ?? []), f]);
	}
	dispatchEvent(e: FakeEvent) {
		for (const f of this.listeners.get(e.type) ?? []) f(e);
		return true;
	}
}

/** The window: its listeners (fired by `fire`), its timers (run by `tick`), its location. */
export class FakeWindow {
	document = new FakeDocument();
	location: { search: string; hash: string };
	listeners = new Map<string, Listener[]>();
	timers: (() => void)[] = [];
	/** Callbacks asked for in the browser's idle time (run by `idle`). */
	idlers: (() => void)[] = [];
	scrollX = 0;
	scrollY = 0;
	Event = FakeEvent;
	innerHeight = 800;
	/** Every scrollBy(x, y) the gate asked for. */
	scrolled: number[][] = [];
	MutationObserver: new (cb: (records: { addedNodes: FakeElement[] }[]) => void) => { observe: () => void; disconnect: () => void };
	constructor(search = '') {
		this.location = { search, hash: '' };
		const doc = this.document;
		this.MutationObserver = class {
			cb: (records: { addedNodes: FakeElement[] }[]) => void;
			constructor(cb: (records: { addedNodes: FakeElement[] }[]) => void) {
				this.cb = cb;
			}
			observe() {
				doc.observers.push(this.cb);
			}
			disconnect() {
				doc.observers = doc.observers.filter((o) => o !== this.cb);
			}
		};
	}
	addEventListener(type: string, f: Listener) {
		this.listeners.set(type, [...(this.listeners.get(type) ?? []), f]);
	}
	removeEventListener(type: string, f: Listener) {
		this.listeners.set(type, (this.listeners.get(type) ?? []).filter((g) => g !== f));
	}
	scrollBy(x: number, y: number) {
		this.scrolled.push([x, y]);
	}
	setTimeout(f: () => void) {
		this.timers.push(f);
	}
	requestIdleCallback(f: () => void) {
		this.idlers.push(f);
	}
	/** The browser has idle time: runs what waited for it. */
	idle() {
		for (const f of this.idlers.splice(0)) f();
	}
	/** Runs the timers set so far (the gate's "after the current task"). */
	tick() {
		for (const f of this.timers.splice(0)) f();
	}
	/** A user's event on `target`, as the window's capturing listeners get it. */
	fire(type: string, target: FakeElement | null, init: Record<string, unknown> = {}) {
		const e = new FakeEvent(type, { bubbles: true, cancelable: true, ...init });
		e.target = target;
		for (const f of this.listeners.get(type) ?? []) f(e);
		return e;
	}
	/** How many listeners of `type` the window has. */
	count(type: string) {
		return this.listeners.get(type)?.length ?? 0;
	}
}
