/**
 * What one lane of `npm test` printed, read back for the closing summary (test-summary.ts): the
 * npm script each part came from (`> acme-site@1.0.0 test:unit`), uvu's totals at the end of each
 * run, the type checker's errors, the scripts npm-run-all reported as failed, and the warnings of
 * tests that could not run on this machine (`! nginx test skipped: …`).
 */

export interface ScriptTotals {
  script: string;
  /** uvu's counts; absent for a script that is not a uvu run (the type check, a build). */
  tests?: { passed: number; failed: number; skipped: number };
  /** `error TS…` lines printed while it ran. */
  typeErrors: number;
  /** The exit code npm-run-all reported for it, when it failed. */
  exitCode?: number;
}

export interface LaneTotals {
  scripts: ScriptTotals[];
  /** What could not run here, each once, as its warning says it. */
  skipped: string[];
}

const SCRIPT = /^> \S+@\S+ ([\w:.-]+)$/;
const TOTAL = /^ {2}(Total|Passed|Skipped): +(\d+)$/;
const EXITED = /^ERROR: "([\w:.-]+)" exited with (\d+)\.$/;
const WARNING = /^ *! (.+ skipped: .+?)\.?$/;
const ANSI = /\x1b\[[0-9;]*m/g;

/** Reads a lane's output, line by line, as it comes. */
export function laneReader(): { line: (text: string) => void; totals: () => LaneTotals } {
  const scripts: ScriptTotals[] = [];
  const skipped = new Set<string>();
  let current: ScriptTotals | undefined;
  let total = 0;
  const named = (script: string) => scripts.find((s) => s.script === script);
  return {
    line(raw) {
      const text = raw.replace(ANSI, '').trimEnd();
      let match: RegExpExecArray | null;
      if ((match = SCRIPT.exec(text))) {
        current = named(match[1]) ?? { script: match[1], typeErrors: 0 };
        if (!scripts.includes(current)) scripts.push(current);
      } else if ((match = TOTAL.exec(text)) && current) {
        const count = Number(match[2]);
        current.tests ??= { passed: 0, failed: 0, skipped: 0 };
        if (match[1] === 'Total') total = count;
        // uvu's Total leaves the skipped out: what ran and did not pass failed.
        if (match[1] === 'Passed') current.tests.failed = total - (current.tests.passed = count);
        if (match[1] === 'Skipped') current.tests.skipped = count;
      } else if (/error TS\d+/.test(text) && !text.startsWith('> ') && current) {
        current.typeErrors++;
      } else if ((match = EXITED.exec(text))) {
        const script = named(match[1]) ?? { script: match[1], typeErrors: 0 };
        if (!scripts.includes(script)) scripts.push(script);
        script.exitCode = Number(match[2]);
      } else if ((match = WARNING.exec(text))) {
        skipped.add(match[1]);
      }
    },
    totals: () => ({ scripts, skipped: [...skipped] }),
  };
}

/** Whether a script failed: a failed test, a type error, or a failing exit code. */
export const scriptFailed = (s: ScriptTotals) => (s.tests?.failed ?? 0) > 0 || s.typeErrors > 0 || (s.exitCode ?? 0) !== 0;

/** The closing summary of both lanes, as lines: one row per script, then the totals and what could not run. */
export function summaryLines(lanes: { lane: string; code: number; totals: LaneTotals }[]): string[] {
  // A lane's own script only runs the others: its outcome is the lane's exit code, said below.
  const rows = lanes.flatMap(({ lane, totals }) => totals.scripts.filter((s) => s.script !== lane).map((s) => ({ lane, ...s })));
  const width = Math.max(6, ...rows.map((r) => r.script.length));
  const cell = (n: number | undefined) => String(n ?? '').padStart(7);
  const lines = ['', 'Summary of both lanes', `  ${'lane'.padEnd(10)} ${'script'.padEnd(width)}  passed  failed skipped  result`];
  for (const row of rows) {
    const result = scriptFailed(row) ? `failed${row.typeErrors ? ` (${row.typeErrors} type error${row.typeErrors === 1 ? '' : 's'})` : ''}${row.exitCode ? ` (exit code ${row.exitCode})` : ''}` : row.tests?.skipped ? 'passed, some skipped' : 'passed';
    lines.push(`  ${row.lane.padEnd(10)} ${row.script.padEnd(width)} ${cell(row.tests?.passed)} ${cell(row.tests?.failed)} ${cell(row.tests?.skipped)}  ${result}`);
  }
  const sum = (key: 'passed' | 'failed' | 'skipped') => rows.reduce((n, r) => n + (r.tests?.[key] ?? 0), 0);
  lines.push('', `  Tests: ${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped (could not run here).`);
  const skipped = [...new Set(lanes.flatMap((l) => l.totals.skipped))];
  if (skipped.length) lines.push('  Could not run on this machine (under CI=1 each is a failure):', ...skipped.map((why) => `    - ${why}`));
  for (const { lane, code } of lanes) if (code !== 0) lines.push(`  The lane ${lane} ended with exit code ${code}.`);
  const failed = lanes.some((l) => l.code !== 0) || rows.some(scriptFailed);
  lines.push(failed ? '  npm test failed: the failures are above, each under its lane\'s label.' : '  npm test passed.', '');
  return lines;
}
