/*
 * The setup checker on a penalty diagram: players (and the ball, where the hitter chooses the spot)
 * moved by drag or keys (MoveController), each one's accessible name with its place and what it
 * breaks, and the readout beside the mark being moved. State of the penalty page and the embed;
 * what moving means is PenaltyView's (place, moveBall).
 */
import type { LiveMarks, MarkInteraction } from '$lib/diagram/types';
import type { Point } from '$lib/geometry';
import { decimal, playerName, semicolons } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages';
import { formatYards } from '$lib/url/state';
import type { Moved, PlayerKey } from '$lib/url/view';
import { TEAM_NAME } from './checker';
import { readout, roleWords, violationText, yd } from './checkerWords';
import { MoveController } from './moves.svelte';
import type { PenaltyView } from './penalty.svelte';

export class Checking {
	/** The mark being moved or focused ('fouling-3', 'ball'); its readout shows on the diagram. */
	selected = $state<string | null>(null);
	/**
	 * The mark the checker panel describes: the last one selected, kept after it loses focus, so the
	 * panel does not change (and move its Fix buttons) as the user reaches for them.
	 */
	described = $state<string | null>(null);
	/** The ball while it is dragged (yards); dropped, it sets the foul spot. */
	dragBall = $state<Point | null>(null);
	readonly moves: MoveController;

	/** The moved players when the drag under way began: a drag given up (a pinch) puts them back. */
	#before: Moved | null = null;
	#toYards: (x: number, y: number) => Point | null;

	/** `toYards`: the diagram's client px -> yards, once it is drawn. */
	constructor(
		private readonly v: PenaltyView,
		toYards: () => ((x: number, y: number) => Point | null) | null
	) {
		this.#toYards = (x, y) => toYards()?.(x, y) ?? null;
		this.moves = new MoveController({
			toYards: this.#toYards,
			position: (key) => (key === 'ball' ? (this.v.ballMovable ? (this.dragBall ?? this.v.setup.ball) : null) : (this.v.player(key) ?? null)),
			onstart: (key) => {
				this.#select(key);
				if (this.v.animation.player.active) this.v.animation.player.rest();
			},
			oncancel: (key) => {
				if (key === 'ball') this.dragBall = null;
				else if (this.#before) this.v.restore(this.#before);
				this.#before = null;
				// The mark was never meant to be moved: no readout beside it.
				if (this.selected === key) this.selected = null;
			},
			onmove: (key, p, final) => {
				if (key !== 'ball') return this.v.place(key as PlayerKey, p);
				if (!final) {
					this.dragBall = { x: p.x, y: p.y };
					return;
				}
				this.dragBall = null;
				this.v.moveBall(p);
			}
		});
	}

	/** The ball being dragged, drawn where the pointer has it (players stay put). */
	readonly live: LiveMarks | null = $derived(this.dragBall ? { ball: this.dragBall, players: {} } : null);

	readonly interact: MarkInteraction = $derived.by(() => {
		const v = this.v;
		const lo = { locale: v.locale };
		const yds = (n: number) => decimal(formatYards(n), v.locale);
		const b = v.setup.ball;
		return {
			playerLabel: (p) => {
				const c = v.player(`${p.team}-${p.number}`);
				const role = roleWords(p.role, v.locale);
				const short = (globalThis.__PARAGLIDE_STATIC_LOCALE__ ?? v.locale) === 'en' ? `${TEAM_NAME[p.team]} ${p.number}` : playerName(p.team, p.number, v.locale);
				const team = p.team === 'fouling' ? m.ex_player_fouling({ name: short }, lo) : m.ex_player_fouled({ name: short }, lo);
				const name = `${team}${role ? `, ${role}` : ''}`;
				// While the animation shows, the name stays put: coordinates would change it every frame.
				if (v.animation.player.active) return name;
				const head = m.ex_player_at({ name, x: yds(p.x), y: yds(p.y) }, lo);
				if (!c?.illegal) return head;
				return m.ex_player_illegal({ head, list: semicolons(c.violations.map((x) => violationText(short, x, v.locale)), v.locale) }, lo);
			},
			ballLabel: v.ballMovable && b ? m.ex_ball_label({ x: yds(b.x), y: yds(b.y) }, lo) : null,
			describedBy: 'move-help',
			selected: this.selected,
			onpointerdown: (e, key) => {
				this.#before = this.v.moved;
				this.moves.down(e, key);
			},
			onkeydown: (e, key) => {
				this.moves.key(e, key);
			},
			onfocus: (key) => this.#select(key),
			onblur: (key) => {
				if (!this.moves.dragging && this.selected === key) this.selected = null;
			}
		};
	});

	/** The readout of a mark, in lines: where, to the ball, the rule that matters; `short` for the tag on the diagram. */
	readoutOf(key: string | null, short = false): string[] {
		const v = this.v;
		if (!key || v.animation.player.active) return [];
		const lo = { locale: v.locale };
		if (key === 'ball') {
			const b = this.dragBall ?? v.setup.ball;
			if (!b || v.setup.attackGoalX === null) return [];
			const toGoal = m.ex_readout_to_goal({ d: yd(Math.hypot(b.x - v.setup.attackGoalX, b.y), v.locale) }, lo);
			return short ? [m.ex_readout_ball({}, lo), toGoal] : [m.ex_readout_ball_at({ x: yd(b.x, v.locale), y: yd(b.y, v.locale) }, lo), toGoal];
		}
		const p = v.player(key);
		if (!p) return [];
		const r = readout(v.setup, p, p, v.locale);
		const lines = [short ? p.name : r.where];
		if (r.toBall !== null) lines.push(m.ex_readout_to_ball({ d: yd(r.toBall, v.locale) }, lo));
		if (r.line) lines.push(short ? r.line.text : `${r.line.text} (${r.line.ref})`);
		return lines;
	}

	/** Beside the mark on the diagram while it is moved or focused. */
	readonly tagLines = $derived(this.readoutOf(this.selected, true));
	/** In the checker panel: the last mark moved or focused. */
	readonly panelLines = $derived(this.readoutOf(this.described));
	readonly tagAt: Point | null = $derived.by(() => {
		const s = this.selected;
		if (!s || this.v.animation.player.active) return null;
		if (s === 'ball') return this.dragBall ?? this.v.setup.ball;
		const p = this.v.player(s);
		return p ? { x: p.x, y: p.y } : null;
	});
	readonly tagIllegal = $derived.by(() => !!this.selected && this.selected !== 'ball' && !!this.v.player(this.selected)?.illegal);

	/** Every player back where the standard line-up has them. */
	reset(): void {
		this.v.reset();
		this.selected = null;
		this.described = null;
	}

	destroy(): void {
		this.moves.destroy();
	}

	#select(key: string) {
		this.selected = key;
		this.described = key;
	}
}
