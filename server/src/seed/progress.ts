import { SingleBar, Presets } from 'cli-progress';

import type { BuildPhase, BuildProgress } from './public-records/build';

// The terminal progress bar of a data-set build: people generated and loaded with rows/s, then the index builds.
// Off a terminal (CI logs, a piped run) it prints one line per phase instead of redrawing a bar.

const UNITS: Record<BuildPhase, string> = { generating: 'people', indexing: 'indexes', finishing: 'steps' };

export function terminalProgress(stream: NodeJS.WriteStream = process.stderr): BuildProgress {
  let bar: SingleBar | undefined;
  let started = 0;
  let phase: BuildPhase = 'generating';
  let lastRows = 0;
  return {
    start(next, total) {
      phase = next;
      started = performance.now();
      if (!stream.isTTY) {
        stream.write(`  ${phase} ${total.toLocaleString('en-US')} ${UNITS[phase]}...\n`);
        return;
      }
      bar = new SingleBar(
        {
          format:
            phase === 'generating'
              ? `  ${phase.padEnd(10)} {bar} {percentage}% | {value}/{total} ${UNITS[phase]} | {rows} rows | {rate} rows/s | {duration_formatted}`
              : `  ${phase.padEnd(10)} {bar} {percentage}% | {value}/{total} ${UNITS[phase]} | {duration_formatted}`,
          stream,
          hideCursor: true,
          etaBuffer: 50,
        },
        Presets.shades_classic,
      );
      bar.start(total, 0, { rows: '0', rate: '0' });
    },
    update(done, rows) {
      lastRows = rows;
      const seconds = Math.max((performance.now() - started) / 1000, 0.001);
      bar?.update(done, {
        rows: rows.toLocaleString('en-US'),
        rate: Math.round(rows / seconds).toLocaleString('en-US'),
      });
    },
    stop() {
      bar?.stop();
      bar = undefined;
      if (!stream.isTTY && phase === 'generating') {
        const seconds = Math.max((performance.now() - started) / 1000, 0.001);
        stream.write(
          `  loaded ${lastRows.toLocaleString('en-US')} rows in ${seconds.toFixed(1)} s (${Math.round(lastRows / seconds).toLocaleString('en-US')} rows/s)\n`,
        );
      }
    },
  };
}
