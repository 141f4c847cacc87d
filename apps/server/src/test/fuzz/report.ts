import { failureKey, firstOfEachGroup, type FuzzFailure, type FuzzResult } from './run';

const sortStatuses = (keys: Iterable<string>) =>
  [...keys].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));

/** `text` JSON-escaped (so NUL and control characters show) and cut to `max` characters. */
function shown(text: string, max: number): string {
  const cut = text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
  return JSON.stringify(cut);
}

/**
 * The run's summary as text: seed (and how to replay it), requests and requests/s, counts per
 * status, then per route (`route total status:count ...`). Source: issue 12.
 */
export function formatReport(result: FuzzResult): string {
  const seconds = result.durationMs / 1000;
  const lines = [
    `fuzz: seed ${result.seed} (replay with FUZZ_SEED=${result.seed}), ${result.routes} routes x ${result.perRoute} = ` +
      `${result.requests} requests (${result.overHttp} over a socket) in ${seconds.toFixed(1)} s, ` +
      `${(result.requests / seconds).toFixed(0)} req/s`,
    `per status: ${sortStatuses(result.byStatus.keys())
      .map((s) => `${s}: ${result.byStatus.get(s)}`)
      .join(', ')}`,
    `healthz afterwards: inject ${result.health.inject}, socket ${result.health.http}`,
    `slowest routes (ms per request): ${[...result.msByRoute]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([route, ms]) => `${route} ${(ms / result.perRoute).toFixed(1)}`)
      .join(', ')}`,
    'per route:',
  ];
  const width = Math.max(...[...result.byRoute.keys()].map((k) => k.length));
  for (const [route, counts] of result.byRoute) {
    const total = [...counts.values()].reduce((a, b) => a + b, 0);
    const detail = sortStatuses(counts.keys()).map((s) => `${s}:${counts.get(s)}`);
    lines.push(`  ${route.padEnd(width)} ${String(total).padStart(5)}  ${detail.join(' ')}`);
  }
  return lines.join('\n');
}

/** A pino error line as `message (at our frames)`: the error and where in our code it came from. */
function serverError(line: string): string {
  try {
    const err = (JSON.parse(line) as { err?: { message?: string; stack?: string } }).err;
    if (!err) return line.slice(0, 300);
    const ours = (err.stack ?? '')
      .split('\n')
      .filter((frame) => /\/(apps|packages)\//.test(frame) && !frame.includes('node_modules'))
      .slice(0, 3)
      .map((frame) => frame.trim().replace(/^at /, ''));
    return `${err.message}${ours.length > 0 ? ` (at ${ours.join(' < ')})` : ''}`;
  } catch {
    return line.slice(0, 300);
  }
}

/** One failure, reproducibly: route, request index, variant, identity, the bytes sent, the answer. */
export function formatFailure(failure: FuzzFailure): string {
  const { request, sentHeaders, response } = failure;
  return [
    `${response.status} from ${request.route} #${request.index} (${request.variant}; ${request.identity}; via ${request.via}` +
      `${request.framing ? `, framing ${request.framing}` : ''})`,
    `  ${request.method} ${shown(request.url, 300)}`,
    `  headers ${shown(JSON.stringify(sentHeaders), 600)}`,
    ...(request.body === undefined ? [] : [`  body ${shown(request.body, 600)}`]),
    `  answer ${shown(response.body, 400)}`,
    ...(failure.serverLog ?? []).map((line, i) =>
      i === 0 ? `  ${line}` : `  server error: ${serverError(line)}`,
    ),
  ].join('\n');
}

/**
 * The failures grouped by status, route and variant kind, e.g. `3 x 500 GET /api/domain/host/{host}
 * [string path.host]`, most frequent first; empty when there is none. Source: issue 12.
 */
export function failureGroups(result: FuzzResult): string[] {
  const groups = new Map<string, number>();
  for (const f of result.failures) groups.set(failureKey(f), (groups.get(failureKey(f)) ?? 0) + 1);
  return [...groups].sort((a, b) => b[1] - a[1]).map(([key, n]) => `${n} x ${key}`);
}

/**
 * Every failure of the run: the groups, then the first failure of each group (up to `max`) in
 * full, with the server's error when it was replayed; '' when there is none. Source: issue 12.
 */
export function formatFailures(result: FuzzResult, max = 20): string {
  if (result.failures.length === 0) return '';
  return [
    `${result.failures.length} failures (5xx or no answer):`,
    ...failureGroups(result).map((g) => `  ${g}`),
    ...firstOfEachGroup(result.failures).slice(0, max).map(formatFailure),
  ].join('\n');
}
