/**
 * Where one cold load's main-thread time goes: a V8 CPU profile (CDP `Profiler`) of a page loaded with the CPU
 * slowed 4×, summed per function — self time and inclusive time (a function counted once per sample however
 * deep it recurs). Build with `NO_MINIFY=1 npm run build` first to read function names.
 *
 *   BASE=http://localhost:8185 npx tsx bench/cpu-profile.ts [sub] [path]
 */
import { chromium } from '@playwright/test';
import { CHROMIUM, siteUrl } from './common';

const BASE = process.env.BASE ?? 'http://localhost:8080';
const url = siteUrl(BASE, process.argv[2] ?? 'casino1', process.argv[3] ?? '/');
const TOP = Number(process.env.TOP ?? 40);

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const browser = await chromium.launch({ executablePath: CHROMIUM });
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.CPU_RATE ?? 4) });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(5000);
const { profile } = (await cdp.send('Profiler.stop')) as {
  profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
};
await browser.close();

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const sampled = new Map<number, number>();
profile.samples.forEach((id, i) =>
  sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)),
);
const name = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber}`;
const self = new Map<string, number>();
const inclusive = new Map<string, number>();
for (const [id, us] of sampled) {
  const n = nodes.get(id)!;
  self.set(name(n), (self.get(name(n)) ?? 0) + us);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const k = name(nodes.get(cur)!);
    if (seen.has(k)) continue;
    seen.add(k);
    inclusive.set(k, (inclusive.get(k) ?? 0) + us);
  }
}
const table = (m: Map<string, number>) =>
  [...m]
    .filter(([k]) => !k.startsWith('(root)') && !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, TOP)
    .map(([k, us]) => `${String(Math.round(us / 1000)).padStart(6)} ms  ${k}`)
    .join('\n');
console.log(`${url}\n\nself time\n${table(self)}\n\ninclusive time\n${table(inclusive)}`);
