/**
 * `npm test`: runs the lanes named on its command line (test:code and test:site) side by side,
 * each line labelled with its lane as `run-p --print-label` labels it (`[test:code] …`), and ends
 * with one summary of both (test-totals.ts): passed, failed and skipped by lane and script, what
 * could not run on this machine, and the exit code, non-zero when either lane failed.
 *
 *   node --import tsx test/tools/test-summary.ts test:code test:site
 */
import { spawn } from 'node:child_process';
import { laneReader, summaryLines, type LaneTotals } from './test-totals.ts';

const lanes = process.argv.slice(2);
if (!lanes.length) {
  console.error('Usage: node --import tsx test/tools/test-summary.ts <npm script> [<npm script> …]');
  process.exit(2);
}

/** Which lane wrote last, and whether it ended its line: another lane's text starts on a line of its own. */
const output = { lane: '', atLineStart: true };

function write(label: string, text: string): void {
  // Another lane's unfinished line (uvu's progress dots) is ended; this lane's own is continued.
  let out = output.lane !== label && !output.atLineStart ? '\n' : '';
  let atStart = output.lane === label ? output.atLineStart : true;
  for (const part of text.split(/(?<=\n)/)) {
    if (atStart) out += `${label} `;
    out += part;
    atStart = part.endsWith('\n');
  }
  process.stdout.write(out);
  output.lane = label;
  output.atLineStart = atStart;
}

function runLane(lane: string): Promise<{ lane: string; code: number; totals: LaneTotals }> {
  const label = `[${lane}]`;
  const reader = laneReader();
  let pending = '';
  const child = spawn('npm', ['run', lane], { stdio: ['ignore', 'pipe', 'pipe'] });
  const take = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    write(label, text);
    const lines = (pending + text).split('\n');
    pending = lines.pop()!;
    lines.forEach(reader.line);
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  return new Promise((resolve) => {
    child.on('error', (error) => write(label, `could not start npm run ${lane}: ${error.message}\n`));
    child.on('close', (code, signal) => {
      if (pending) reader.line(pending);
      resolve({ lane, code: code ?? (signal ? 128 : 1), totals: reader.totals() });
    });
  });
}

// Ctrl-C reaches the lanes' processes too (one process group); this one waits for them to end.
process.on('SIGINT', () => {});
const results = await Promise.all(lanes.map(runLane));
if (!output.atLineStart) process.stdout.write('\n');
process.stdout.write(summaryLines(results).join('\n'));
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
