import type { FlowGraph } from '../../../contracts';
import { starterGraph } from '../../../machines/flow-layout';

/** The graph a new flow is saved with: the one given as it is (an import keeps its places), else a laid-out starter. */
export const autoLayoutGraph = (given: FlowGraph | undefined): FlowGraph => (given && given.nodes.length ? given : starterGraph());
