// Where a V8 CPU profile (.cpuprofile, from `pnpm bench --profile` or `node --cpu-prof`) spends its time:
// self time summed by package and by function, printed as two short tables.
// Usage: node scripts/profile-summary.mjs FILE.cpuprofile [--top N]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Which package a script URL belongs to: the npm package, our workspace package, or Node itself. */
export function packageOf(url) {
  if (!url) return '(native / V8)';
  if (url.startsWith('node:')) return 'node (core)';
  const file = url.replace(/^file:\/\//, '');
  const modules = file.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const [first, second] = file.slice(modules + '/node_modules/'.length).split('/');
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  const workspace = /\/(apps|packages)\/([^/]+)\//.exec(file);
  if (workspace) return `@farm/${workspace[2]}`;
  return path.basename(file);
}

/** Self milliseconds per package and per function, largest first, from a parsed .cpuprofile. */
export function summarise(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMs = new Map();
  // samples[i] was taken timeDeltas[i] µs after the previous one: charge that time to the sampled node.
  profile.samples.forEach((id, i) => {
    selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const total = [...selfMs.values()].reduce((sum, ms) => sum + ms, 0);
  const packages = new Map();
  const functions = new Map();
  let idle = 0;
  for (const [id, ms] of selfMs) {
    const { callFrame } = byId.get(id);
    // Waiting, and the in-process inspector building the profile when it is stopped (bench-probe.mjs): not
    // the work under measurement.
    if (callFrame.functionName === '(idle)' || (callFrame.functionName === 'dispatch' && !callFrame.url)) {
      idle += ms;
      continue;
    }
    const special = /^\(.*\)$/.test(callFrame.functionName) ? callFrame.functionName : undefined;
    const pkg = special ?? packageOf(callFrame.url);
    packages.set(pkg, (packages.get(pkg) ?? 0) + ms);
    const where = callFrame.url ? `${path.basename(callFrame.url)}:${callFrame.lineNumber + 1}` : '';
    const name = `${callFrame.functionName || '(anonymous)'} ${where}`.trim();
    const key = `${name}  [${pkg}]`;
    functions.set(key, (functions.get(key) ?? 0) + ms);
  }
  const busy = total - idle;
  const rank = (map) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => ({ name, ms: Math.round(ms), share: busy > 0 ? ms / busy : 0 }));
  return {
    totalMs: Math.round(total),
    idleMs: Math.round(idle),
    packages: rank(packages),
    functions: rank(functions),
  };
}

/** Prints the summary of one profile file. */
export function printSummary(file, top = 10) {
  const summary = summarise(JSON.parse(readFileSync(file, 'utf8')));
  const busy = summary.totalMs - summary.idleMs;
  console.log(
    `\n${path.basename(file)}: ${busy} ms busy of ${summary.totalMs} ms sampled (idle and profiler excluded)`,
  );
  const row = ({ name, ms, share }) => ({
    where: name,
    'self ms': ms,
    share: `${(share * 100).toFixed(1)}%`,
  });
  console.table(summary.packages.slice(0, top).map(row));
  console.table(summary.functions.slice(0, top).map(row));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: node scripts/profile-summary.mjs FILE.cpuprofile [--top N]');
    process.exit(2);
  }
  const topIndex = process.argv.indexOf('--top');
  printSummary(file, topIndex === -1 ? 10 : Number(process.argv[topIndex + 1]));
}
