import { parseArgs } from 'node:util';

export interface BenchOptions {
  /** Lighthouse runs per profile and page. */
  runs: number;
  /** Taps (mobile) and clicks (desktop) on dishes. */
  taps: number;
  build: boolean;
}

export const USAGE = `Usage: npm run bench -- [--runs N] [--taps N] [--no-build] [--quick]
  --runs N     Lighthouse runs per profile and page (default 5)
  --taps N     dish taps/clicks timed per profile (default 20)
  --no-build   benchmark the dist/ that is there
  --quick      smoke test: --runs 1 --taps 5 (an explicit --runs/--taps wins)`;

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
  };
}
