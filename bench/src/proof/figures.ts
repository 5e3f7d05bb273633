/**
 * The proof suites' output (issue 18): one line per figure, `<id> <name>: N of M (goal …) ok|FAILED`, and an exit
 * code that says whether every goal was met.
 */
export interface Figure {
  id: string;
  name: string;
  count: number;
  of: number;
  goal: Goal;
}

/** `atMost`: N ≤ limit (0 for "nothing lost"); `exactly`: N = value; `all`: N = M (and M > 0). */
export type Goal =
  | { kind: 'atMost'; limit: number }
  | { kind: 'exactly'; value: number }
  | { kind: 'all' }
  | { kind: 'probabilityAtMost'; limit: number; probability: number };

export function isMet(figure: Figure): boolean {
  const { goal, count, of } = figure;
  switch (goal.kind) {
    case 'atMost':
      return of > 0 && count <= goal.limit;
    case 'exactly':
      return count === goal.value;
    case 'all':
      return of > 0 && count === of;
    case 'probabilityAtMost':
      return of > 0 && goal.probability <= goal.limit;
    default: {
      const never: never = goal;
      return never;
    }
  }
}

function goalText(figure: Figure): string {
  const { goal } = figure;
  switch (goal.kind) {
    case 'atMost':
      return goal.limit === 0 ? 'goal 0' : `goal ≤ ${goal.limit}`;
    case 'exactly':
      return `goal exactly ${goal.value}`;
    case 'all':
      return 'goal all';
    case 'probabilityAtMost':
      return `success probability ${goal.probability.toExponential(2)}, goal ≤ ${goal.limit.toExponential(0)}`;
    default: {
      const never: never = goal;
      return never;
    }
  }
}

export function formatFigure(figure: Figure): string {
  return `${figure.id} ${figure.name}: ${figure.count} of ${figure.of} (${goalText(figure)}) ${isMet(figure) ? 'ok' : 'FAILED'}`;
}

/** Collects a suite's figures and prints them as they come; `finish` prints them again together and exits. */
export class FigureBoard {
  private readonly figures: Figure[] = [];
  private readonly started = performance.now();

  constructor(private readonly suite: string) {}

  add(figure: Figure): Figure {
    this.figures.push(figure);
    console.log(formatFigure(figure));
    return figure;
  }

  /** Runs one part of the suite (if selected), adding its figures; a part that throws is a failure. */
  async run(id: string, name: string, part: () => Promise<Figure[]>) {
    if (!isSelected(id)) return;
    try {
      for (const figure of await part()) this.add(figure);
    } catch (error) {
      this.broken(id, name, error);
    }
  }

  /** A part that could not run is a failure with its reason, never a silent pass. */
  broken(id: string, name: string, error: unknown) {
    console.log(
      `${id} ${name}: could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    this.add({ id, name: `${name} (could not run)`, count: 0, of: 0, goal: { kind: 'all' } });
  }

  finish(): never {
    const seconds = Math.round((performance.now() - this.started) / 1000);
    console.log(`\n=== ${this.suite}: ${this.figures.length} figures in ${seconds} s`);
    for (const figure of this.figures) console.log(formatFigure(figure));
    const failed = this.figures.filter((figure) => !isMet(figure)).length;
    console.log(failed === 0 ? `${this.suite}: every goal met` : `${this.suite}: ${failed} goal(s) NOT met`);
    process.exit(failed === 0 ? 0 : 1);
  }
}

/** `--full` on the command line: the nightly size instead of the quick one. */
export const isFull = process.argv.includes('--full');

/** `--parts=R11,R5` runs only those parts (CI runs a subset, docs/proof.md); all of them without it. */
const parts = process.argv
  .find((argument) => argument.startsWith('--parts='))
  ?.slice('--parts='.length)
  .split(',');

export function isSelected(id: string): boolean {
  return parts === undefined || parts.includes(id);
}
