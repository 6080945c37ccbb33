/* A slide's key: unique within a deck (and, in practice, across decks merged on one device). */
let counter = 0;

export function newKey(): string {
	counter = (counter + 1) % 1296;
	return `${Date.now().toString(36)}${counter.toString(36).padStart(2, '0')}${Math.floor(Math.random() * 1296)
		.toString(36)
		.padStart(2, '0')}`;
}
