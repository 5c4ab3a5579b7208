import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Lighthouse runs per profile and page. */
  runs: number;
  /** Taps (mobile) and clicks (desktop) on dishes. */
  taps: number;
  build: boolean;
  /** A built dist/ folder of another version, measured in turn with the site (a paired run); null for none. */
  baseline: string | null;
}

export const USAGE = `Usage: npm run bench -- [--runs N] [--taps N] [--no-build] [--quick] [--baseline DIR]
  --runs N         Lighthouse runs per profile and page (default 5)
  --taps N         dish taps/clicks timed per profile and page (default 20)
  --no-build       benchmark the dist/ that is there
  --quick          smoke test: --runs 1 --taps 5 (an explicit --runs/--taps wins)
  --baseline DIR   a paired run: also measure DIR, another version's built dist/,
                   in turn with the site, and compare the two
The servers listen on $BENCH_PORT and the three ports after it (default 4180), or on free ones.`;

function positiveInteger(flag: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${flag} needs a whole number of at least 1, not "${value}"\n${USAGE}`);
  return number;
}

/** The options, or null for --help (after printing the usage). */
export function parseBenchArgs(argv: string[]): BenchOptions | null {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        runs: { type: 'string' },
        taps: { type: 'string' },
        'no-build': { type: 'boolean', default: false },
        quick: { type: 'boolean', default: false },
        baseline: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    }));
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  if (values.help) {
    console.log(USAGE);
    return null;
  }
  return {
    runs: positiveInteger('--runs', values.runs, values.quick ? 1 : 5),
    taps: positiveInteger('--taps', values.taps, values.quick ? 5 : 20),
    build: !values['no-build'],
    baseline: values.baseline ?? null,
  };
}
