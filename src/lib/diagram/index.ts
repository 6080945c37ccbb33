/*
 * The reusable to-scale diagram: <Diagram> owns the SVG and its yard frame; the marks draw what they
 * are given inside it. See frame.ts for the coordinate convention (attack-frame y drawn upward).
 */
export { default as Diagram } from './Diagram.svelte';
export { default as VenueMarks } from './VenueMarks.svelte';
export { default as ZoneMarks } from './ZoneMarks.svelte';
export { default as ExclusionMarks } from './ExclusionMarks.svelte';
export { default as BallMark } from './BallMark.svelte';
export { default as PlayerMarks } from './PlayerMarks.svelte';
export { default as AdjustmentMarks } from './AdjustmentMarks.svelte';
export { default as SetupMarks } from './SetupMarks.svelte';
export type { PlayerMark } from './types';
export * from './frame';
export { describeSetup, venueWords, markingsWords } from './describe';
export { goalTeams, playArea } from './framing';
export { getDiagramContext, type DiagramContext } from './context';
export { diagramWords, type DiagramWords, type FoulLabel, type FoulText } from './words';
