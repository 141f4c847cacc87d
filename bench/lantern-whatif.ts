/**
 * What a change to the first load would do to Lighthouse's simulated LCP, before making it (issue
 * 18; docs/performance.md "The full market's chunk"). Reads loads gathered by the lighthouse bench
 * (`LIGHTHOUSE_KEEP=1 npm run bench -- lighthouse` prints their folders), takes Lantern's optimistic
 * and pessimistic LCP graphs of each (Lighthouse's `LanternLargestContentfulPaint`), applies each
 * edit to copies of them and simulates them again with the load's own simulator. LCP is the mean
 * of the two estimates, as Lantern computes it. The same trace gives every estimate, so the edits
 * compare free of the noise between loads.
 *
 * Run: `WHATIF='drop:betslip-;merge:ScorePage-=FullMarketPage-;scale:/app-=0.8' npx tsx
 * bench/lantern-whatif.ts DIR...` from the repository's root. Edits are separated by `;` (one
 * estimate each; `+` joins steps into one edit); a request is named by a part of its URL:
 * - `drop:PART`: the requests leave the graph (what depended on them depends on their dependencies);
 * - `merge:PART=INTO`: the requests' bytes join INTO's request of the same kind (.js or .css), and
 *   they leave the graph;
 * - `scale:PART=F`: the scripts' transfer size times F;
 * - `early:PART`: the requests start from the first-requests script's task, not their own.
 * Prints, per load and as the mean over the loads, LCP for the load as gathered and for each edit.
 */
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';

/** The parts of Lantern's graph nodes this script uses (lighthouse/core/lib/lantern). */
interface GraphNode {
  type: 'network' | 'cpu';
  /** Network nodes: the request; `_request` is its field (no setter). */
  request: { url: string; transferSize: number; resourceType?: string };
  _request: { transferSize: number };
  getDependencies(): GraphNode[];
  getDependents(): GraphNode[];
  addDependency(node: GraphNode): void;
  removeDependency(node: GraphNode): void;
  removeAllDependencies(): void;
  traverse(visit: (node: GraphNode) => void): void;
  cloneWithRelationships(): GraphNode;
}
interface Simulator {
  simulate(graph: GraphNode): { nodeTimings: Map<GraphNode, { endTime: number }> };
}

const requests = (graph: GraphNode, part: string) => {
  const found: GraphNode[] = [];
  graph.traverse((node) => {
    if (node.type === 'network' && node.request.url.includes(part)) found.push(node);
  });
  return found;
};
const kind = (node: GraphNode) => (node.request.url.endsWith('.css') ? 'css' : 'js');
/** Takes `node` out of the graph; what depended on it depends on its dependencies instead. */
function drop(node: GraphNode): void {
  const dependencies = node.getDependencies();
  for (const dependent of [...node.getDependents()]) {
    dependent.removeDependency(node);
    for (const d of dependencies) if (!dependent.getDependencies().includes(d)) dependent.addDependency(d);
  }
  node.removeAllDependencies();
}
const resize = (node: GraphNode, transferSize: number) => {
  node._request = { ...node._request, transferSize: Math.round(transferSize) };
};

/** One step of an edit (see the header) applied to `graph`. */
function applyStep(graph: GraphNode, step: string): void {
  const [op, arg = ''] = step.split(/:(.*)/s);
  const [part = '', value = ''] = arg.split('=');
  if (op === 'drop') {
    requests(graph, part).forEach(drop);
  } else if (op === 'merge') {
    for (const node of requests(graph, part)) {
      const into = requests(graph, value).find((n) => kind(n) === kind(node));
      // The headers of the request that goes: ~250 bytes on the wire.
      if (into) resize(into, into.request.transferSize + node.request.transferSize - 250);
      drop(node);
    }
  } else if (op === 'scale') {
    for (const node of requests(graph, part)) {
      if (kind(node) === 'js') resize(node, node.request.transferSize * Number(value));
    }
  } else if (op === 'early') {
    const task = requests(graph, 'first-requests-')[0]
      ?.getDependents()
      .find((n) => n.type === 'cpu');
    if (!task) throw new Error('no task of the first-requests script in this load');
    for (const node of requests(graph, part)) {
      node.removeAllDependencies();
      node.addDependency(task);
    }
  } else throw new Error(`unknown edit "${step}": drop, merge, scale or early`);
}

const edits = ['', ...(process.env.WHATIF ?? '').split(';').filter(Boolean)];
const dirs = process.argv.slice(2);
if (!dirs.length)
  throw new Error('give the folders of gathered loads (LIGHTHOUSE_KEEP=1 npm run bench -- lighthouse)');
const sums = edits.map(() => 0);
for (const dir of dirs) {
  const artifacts = loadArtifacts(dir);
  const context = { computedCache: new Map() };
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    simulator: null,
  };
  const lcp = (await LanternLargestContentfulPaint.request(data as never, context as never)) as unknown as {
    optimisticGraph: GraphNode;
    pessimisticGraph: GraphNode;
  };
  const simulator = (await LoadSimulator.request(
    { devtoolsLog: artifacts.DevtoolsLog, settings: artifacts.settings } as never,
    context as never,
  )) as unknown as Simulator;
  const row = edits.map((edit, i) => {
    const [optimistic, pessimistic] = [lcp.optimisticGraph, lcp.pessimisticGraph].map((original) => {
      const graph = original.cloneWithRelationships();
      for (const step of edit.split('+').filter(Boolean)) applyStep(graph, step);
      return Math.max(...[...simulator.simulate(graph).nodeTimings.values()].map((t) => t.endTime));
    }) as [number, number];
    const estimate = (optimistic + pessimistic) / 2;
    sums[i]! += estimate;
    return `${edit || 'as gathered'} ${Math.round(estimate)} ms`;
  });
  console.log(`${dir}: ${row.join(' | ')}`);
}
edits.forEach((edit, i) =>
  console.log(`mean of ${dirs.length}: ${edit || 'as gathered'} ${Math.round(sums[i]! / dirs.length)} ms`),
);
