import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Seconds each journey file took in a full run (`journey-seconds.json`, refreshed by hand). */
const measured: Record<string, number> = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, 'journey-seconds.json'), 'utf8'),
);
/** A file's own browser, imports and first page, on top of its tests. */
const PER_FILE_SECONDS = 3;

/**
 * Shards of about equal time instead of equal file counts (Vitest's default): the files are dealt,
 * longest first, to the shard with the least time so far. A file not yet measured counts as the
 * median one. Every shard computes the same deal from the same list.
 */
export class BalancedShards extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard!;
    const root = this.ctx.config.root;
    const known = Object.values(measured).sort((a, b) => a - b);
    const median = known[Math.floor(known.length / 2)] ?? 10;
    const weighed = files
      .map((spec) => {
        const name = path.relative(root, spec.moduleId).split(path.sep).join('/');
        return { spec, name, seconds: (measured[name] ?? median) + PER_FILE_SECONDS };
      })
      .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
    const load = Array.from({ length: count }, () => 0);
    const mine: TestSpecification[] = [];
    for (const file of weighed) {
      const lightest = load.indexOf(Math.min(...load));
      load[lightest]! += file.seconds;
      if (lightest === index - 1) mine.push(file.spec);
    }
    return mine;
  }
}
