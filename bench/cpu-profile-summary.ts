import { readFileSync } from 'node:fs';

/**
 * `node dist/bench/cpu-profile-summary.js <file.cpuprofile> [top]`: a `node --cpu-prof` profile's busy
 * time by where the code lives (each package of node_modules, node's own, this repository's folders,
 * garbage collection), then the `top` (30) functions by self time.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function area(url: string, functionName: string): string {
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (functionName === '(program)') return 'node internals (program)';
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packaged) return packaged[1]!;
  if (url.startsWith('node:') || url === '') return 'node';
  const local = /\/dist\/([^/]+(?:\/[^/]+)?)\//.exec(url);
  return local ? `repo: ${local[1]}` : url;
}

const [file, top = '30'] = process.argv.slice(2);
if (!file) throw new Error('usage: cpu-profile-summary <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, index) => {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  if (functionName === '(idle)') return;
  const micros = profile.timeDeltas[index] ?? 0;
  busy += micros;
  const where = area(url, functionName);
  byArea.set(where, (byArea.get(where) ?? 0) + micros);
  const name = `${functionName || '(anonymous)'} ${where} :${lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
});
const share = (micros: number) => `${((micros / busy) * 100).toFixed(1)}%`;
console.log(`busy ${(busy / 1e6).toFixed(1)} s\n\n| where | share of busy time |\n|---|---:|`);
for (const [where, micros] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`| ${where} | ${share(micros)} |`);
console.log(`\n| function (self time) | share |\n|---|---:|`);
for (const [name, micros] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(top)))
  console.log(`| ${name} | ${share(micros)} |`);
