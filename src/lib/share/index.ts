/*
 * Sharing a diagram: the Embed dialog (iframe and web component snippets), the Download menu (the
 * files of src/lib/export: SVG, PNG, MP4/WebM, GIF) and their pure helpers. The print stylesheet for the
 * penalty page is ./print.css (import it where the page is).
 */
export { default as EmbedButton } from './EmbedButton.svelte';
export { default as ExportMenu } from './ExportMenu.svelte';
export { exportName, SLIDE_SIZES, slug } from './exportName';
export { embedUrl, embedParams, iframeSnippet, componentSnippet, resizeListener, STATE_KEYS, COMPONENT_ATTRIBUTES } from './snippet';
export { HEIGHT_MESSAGE, heightMessage, isHeightMessage, naturalHeight } from './embedMessage';
