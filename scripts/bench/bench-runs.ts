// The loads a bench run measures, made from its targets (each target as it is or as a cache hit, and the
// misses of a public read), and the check that each answers as it expects before any is measured.
import type { TBenchApps } from './bench-apps';
import type { TSetupContext } from './bench-data';
import { checkLoad, describeUnexpected, type TAnswers, type THeaders, type TLoad } from './run-load';
import type { TBenchTarget, TGoal } from './targets';

/** One measured load: a target as a hit (or as it is), or its misses. */
export type TRun = {
  load: TLoad;
  kind: 'hit' | 'miss' | 'always';
  /** Measured on the app whose public cache keeps nothing. */
  isCold: boolean;
  goal: TGoal;
  headers: () => THeaders;
};

/** Loads each target's data (its setup), then makes its runs. */
export async function prepareRuns(
  targets: TBenchTarget[],
  context: TSetupContext,
  { browserHeaders, isPostgres }: { browserHeaders: THeaders; isPostgres: boolean },
): Promise<TRun[]> {
  const runs: TRun[] = [];
  for (const target of targets) {
    const extra = target.setup ? await target.setup(context) : undefined;
    const headers = () => ({ ...browserHeaders, ...target.headers?.(), ...extra?.headers });
    const pick = (goals: typeof target.goals) => (isPostgres ? goals.postgres : goals.pglite);
    runs.push({
      load: { ...target, name: target.misses ? `${target.name}: hit` : target.name },
      kind: target.misses ? 'hit' : 'always',
      isCold: false,
      goal: pick(target.goals),
      headers,
    });
    if (target.misses) {
      const paths = target.misses.paths();
      runs.push({
        load: {
          ...target,
          name: `${target.name}: miss (${paths.length.toLocaleString('en-US')} addresses)`,
          paths,
        },
        kind: 'miss',
        isCold: true,
        goal: pick(target.misses.goals),
        headers,
      });
    }
  }
  return runs;
}

export type TRunCheck = {
  name: string;
  answers: TAnswers;
  /** What was not as expected, naming the run and the statuses seen (null: every answer was). */
  problem: string | null;
};

/**
 * A few requests of every run, through the same load generator and hooks as the measurement (a brief
 * check: one pass of each connection's requests).
 */
export async function checkRuns(
  runs: TRun[],
  urls: TBenchApps['urls'],
  { isBrief = false }: { isBrief?: boolean } = {},
): Promise<TRunCheck[]> {
  const checks: TRunCheck[] = [];
  for (const run of runs) {
    const answers = await checkLoad(run.isCold ? urls.cold : urls.app, run.load, run.headers(), { isBrief });
    checks.push({ name: run.load.name, answers, problem: describeUnexpected(run.load, answers) });
  }
  return checks;
}
