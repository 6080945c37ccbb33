/* `$app/environment` (and SvelteKit's internal `$app/env`, which its generated root imports) for an island page. */
export const browser = true;
export const dev = false;
export const building = false;
export const version = '';
export const BROWSER = true;
export const DEV = false;
