export type GeometryErrorCode =
	| 'unknown-venue'
	| 'unknown-preset'
	| 'invalid-venue-size'
	| 'unknown-penalty'
	| 'invalid-number'
	| 'foul-outside-venue'
	| 'option-not-applicable'
	| 'role-not-applicable'
	| 'no-legal-position'
	/** Field P6: the crossing point is between the posts (a goal, not a safety). */
	| 'crossing-in-goal';

/**
 * The one error the geometry module throws: callers (URL parsing, the explorer) turn `code` and
 * `message` into a visible notice instead of drawing a wrong diagram.
 */
export class GeometryError extends Error {
	readonly code: GeometryErrorCode;
	readonly detail: Record<string, unknown>;

	constructor(code: GeometryErrorCode, message: string, detail: Record<string, unknown> = {}) {
		super(message);
		this.name = 'GeometryError';
		this.code = code;
		this.detail = detail;
	}
}

export function isGeometryError(e: unknown): e is GeometryError {
	return e instanceof GeometryError;
}

export function assertFinite(value: unknown, what: string): asserts value is number {
	if (typeof value !== 'number' || !Number.isFinite(value)) {
		throw new GeometryError('invalid-number', `${what} must be a finite number of yards, got ${String(value)}`, {
			what,
			value
		});
	}
}
