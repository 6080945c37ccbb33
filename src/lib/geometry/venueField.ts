/** The field's rules as one module, the unit a page of the field loads (plans.ts): its plan and what follows the hit. */
export { fieldPlan as plan } from './field';
export { fieldAfter as after } from './afterField';
