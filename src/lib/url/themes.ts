/** The colour themes a page can be shown in (theme= in a URL, the theme switch); null follows the system. */
export type Theme = 'light' | 'dark' | 'contrast';
export const THEMES: readonly Theme[] = ['light', 'dark', 'contrast'];
