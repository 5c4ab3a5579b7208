import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument, visit, isScalar } from 'yaml';

const FILE = '.github/workflows/deploy.yml';
const source = readFileSync(FILE, 'utf8');

interface Step {
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: Record<string, string>;
  env?: Record<string, string>;
  needs?: string | string[];
  if?: string;
  defaults?: { run?: { shell?: string } };
  steps: Step[];
}
const workflow = parse(source) as { permissions?: Record<string, string>; env?: Record<string, string>; jobs: Record<string, Job> };
const { jobs } = workflow;
const steps = Object.values(jobs).flatMap((job) => job.steps);
const mentionsToken = (value: unknown) => /GITHUB_TOKEN|github\.token|secrets\./.test(JSON.stringify(value ?? {}));
const mentionsSecrets = (value: unknown) => /secrets\./.test(JSON.stringify(value ?? {}));

describe('the publishing workflow', () => {
  it('pins every action by its full commit, its version in a comment', () => {
    const lines = source.split('\n').filter((line) => /^\s*(?:- )?uses:/.test(line));
    expect(lines.length).toBe(steps.filter((step) => step.uses).length);
    for (const line of lines) expect(line).toMatch(/uses: [\w-]+\/[\w-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
  });

  it('grants nothing to the whole workflow', () => {
    const granted = Object.entries(workflow.permissions ?? {}).filter(([scope, level]) => !(scope === 'contents' && level === 'read'));
    expect(granted).toEqual([]);
    expect(mentionsToken(workflow.env)).toBe(false);
  });

  it.each([
    ['pending', { statuses: 'write' }],
    ['build', { contents: 'read' }],
    ['deploy', { pages: 'write', 'id-token': 'write' }],
    ['status', { statuses: 'write' }],
    ['google-menu', { contents: 'read' }],
  ])('gives the %s job only %j', (name, permissions) => {
    expect(jobs[name]?.permissions).toEqual(permissions);
  });

  it('has exactly those jobs', () => {
    expect(Object.keys(jobs).sort()).toEqual(['build', 'deploy', 'google-menu', 'pending', 'status']);
  });

  it('keeps the token out of every job’s environment, and out of npm ci and the build', () => {
    for (const job of Object.values(jobs)) expect(mentionsToken(job.env)).toBe(false);
    const { build } = jobs;
    expect(mentionsToken(build)).toBe(false);
    for (const step of steps.filter((each) => each.run && /npm (ci|install|run build)/.test(each.run)))
      expect(mentionsToken(step)).toBe(false);
    // The steps that write a status get it, and run no npm.
    const withToken = steps.filter((step) => mentionsToken(step.env) && !mentionsSecrets(step.env));
    expect(withToken.map((step) => step.run)).toEqual([
      'node scripts/publish-status.ts pending',
      'node scripts/publish-status.ts "$STATE" "$ARGUMENT" build.log',
    ]);
  });

  it('sends the menu to Google after a deploy, its secrets in the sending step alone, which installs nothing', () => {
    const job = jobs['google-menu'];
    expect(job?.needs).toBe('deploy');
    expect(job?.if).toBeUndefined();
    const withSecrets = steps.filter((step) => mentionsSecrets(step));
    const [check, sender] = withSecrets;
    expect(withSecrets).toHaveLength(2);
    // The first learns only whether any is set: its value is a comparison, never a secret itself.
    expect(check?.env?.CONFIGURED).toMatch(/^\$\{\{ (secrets\.GOOGLE_\w+ != '' \|\| )*secrets\.GOOGLE_\w+ != '' \}\}$/);
    expect(sender).toMatchObject({ run: 'node google-menu.mjs', if: "steps.google.outputs.configured == 'true'" });
    expect(Object.keys(sender?.env ?? {}).sort()).toEqual([
      'GOOGLE_ACCOUNT_ID',
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
      'GOOGLE_LOCATION_ID',
      'GOOGLE_REFRESH_TOKEN',
    ]);
    expect(job?.steps.filter((step) => step.run && /\bnpm\b|npx/.test(step.run))).toEqual([]);
    expect(job?.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'))?.with).toEqual({ name: 'google-menu' });
    // Without the secrets, the run's summary says it skipped.
    expect(job?.steps.find((step) => step.if === "steps.google.outputs.configured != 'true'")?.run).toMatch(/Skipped.*GITHUB_STEP_SUMMARY/);
    // The build bundles the sender, which it hands on.
    expect(jobs.build?.steps.map((step) => step.run)).toContain('npm run google-menu:bundle');
  });

  it('checks out without keeping the token in .git', () => {
    for (const step of steps.filter((each) => each.uses?.startsWith('actions/checkout@'))) {
      expect(step.with?.['persist-credentials']).toBe(false);
    }
  });

  it('builds with pipefail and hands the build’s output to the status, which runs whatever happened', () => {
    const { build, status } = jobs;
    expect(build?.defaults?.run?.shell).toBe('bash');
    expect(build?.steps.map((step) => step.run)).toContain('npm run build 2>&1 | tee build.log');
    const upload = build?.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@') && step.with?.name === 'build-log');
    expect(upload).toMatchObject({ if: 'always()', with: { name: 'build-log', path: 'build.log' } });
    expect(status?.needs).toEqual(['pending', 'build', 'deploy']);
    expect(status?.if).toMatch(/^always\(\)/);
    expect(status?.steps.find((step) => step.uses?.startsWith('actions/download-artifact@'))?.with).toEqual({ name: 'build-log' });
  });

  it('puts no expression inside a run script, where content could become shell', () => {
    const document = parseDocument(source);
    visit(document, {
      Pair(_key, pair) {
        if (isScalar(pair.key) && pair.key.value === 'run' && isScalar(pair.value)) expect(String(pair.value.value)).not.toContain('${{');
      },
    });
  });
});
