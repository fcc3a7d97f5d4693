/** The worked example of docs/lending-rules.md §7.12, as the wizard posts it: its one copy is core's. */
import { WORKED_EXAMPLE } from '../core/eligibility/worked-example';

export { WORKED_EXAMPLE };
