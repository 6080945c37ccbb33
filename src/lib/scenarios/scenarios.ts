/*
 * The scenario library (./list.ts) with the worked examples each scenario draws (src/lib/rules/examples.ts):
 * the pages that show an example's text import this module; the clinic imports ./list.ts alone.
 */
import { examples, type Example } from '../rules/examples';
import { NO_DIAGRAM, scenarios, type NoDiagram, type Scenario } from './list';

export * from './list';

let exampleById: Map<string, Example> | undefined;

export function exampleOf(s: Pick<Scenario, 'exampleRef'> | NoDiagram): Example | undefined {
	exampleById ??= new Map(examples.map((e) => [e.id, e]));
	return exampleById.get(s.exampleRef);
}

/** The scenario drawn for an example, if any (examples.ts id). */
export function scenarioForExample(exampleId: string): Scenario | undefined {
	return scenarios.find((s) => s.exampleRef === exampleId);
}

export interface LibraryEntry {
	example: Example;
	scenario: Scenario | null;
	noDiagram: NoDiagram | null;
}

/** Every example of the rule data in seed order, with its scenario or its no-diagram reason. */
export function library(): LibraryEntry[] {
	return examples.map((example) => ({
		example,
		scenario: scenarios.find((s) => s.exampleRef === example.id) ?? null,
		noDiagram: NO_DIAGRAM.find((n) => n.exampleRef === example.id) ?? null
	}));
}
