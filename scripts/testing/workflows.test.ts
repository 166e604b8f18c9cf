/**
 * The GitHub Actions workflows: checked against GitHub's workflow schema (action-validator, the SchemaStore schema in
 * WebAssembly), so a broken workflow fails the tests here instead of on GitHub, and against the project's rules for
 * them: publishes never cancelled by the schedule, the time zone from the API, the service-role key in one
 * step only, third-party actions pinned by commit, the tests on ubuntu-24.04 through .ci/run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.github/workflows');
const files = readdirSync(DIR).filter((name) => /\.ya?ml$/.test(name));
const text = (file: string) => readFileSync(path.join(DIR, file), 'utf8');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Job {
  'runs-on': string;
  needs?: string;
  if?: string;
  env?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  env?: Record<string, string>;
  concurrency?: unknown;
  jobs: Record<string, Job>;
}
const workflow = (file: string) => parse(text(file)) as Workflow;
const steps = (wf: Workflow) => Object.values(wf.jobs).flatMap((job) => job.steps);

/** The value of a `cond && 'a' || 'b'` group expression for an event, as GitHub evaluates it. */
function groupFor(expression: string, event: string): string {
  const match = /^\$\{\{\s*github\.event_name == '([^']+)' && '([^']+)' \|\| '([^']+)'\s*\}\}$/.exec(expression);
  if (!match) return expression;
  return match[1] === event ? match[2] : match[3];
}

describe('GitHub Actions workflows', () => {
  it('exist: build-and-deploy, tests and the weekly e-mail', () => {
    expect(files.sort()).toEqual(['ci.yml', 'deploy.yml', 'weekly-digest.yml']);
  });

  for (const file of files) {
    it(`${file} is a valid workflow`, () => {
      const state = validateWorkflow(text(file));
      expect(state.errors).toEqual([]);
    });
  }

  it('the check catches a broken workflow', () => {
    const state = validateWorkflow('name: x\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n');
    expect(state.errors.length).toBeGreaterThan(0);
  });

  it('pin every third-party action by its full commit, with the tag in a comment', () => {
    for (const file of files) {
      for (const line of text(file)
        .split('\n')
        .filter((l) => /^\s*-?\s*uses:/.test(l))) {
        expect(line, `${file}: ${line.trim()}`).toMatch(/uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+(\.\d+)*$/);
      }
    }
  });

  it('run no tool fetched on the fly (npx --yes, npx pkg@version): only the locked dependencies', () => {
    for (const file of files) {
      for (const step of steps(workflow(file))) {
        expect(step.run ?? '', `${file}: ${step.name}`).not.toMatch(/npx\s+(--yes|-y)\b|npx\s+(--\S+\s+)*[@\w/-]+@/);
      }
    }
  });

  it('give the secret key to one step only, never to a job, the workflow or the install', () => {
    for (const file of files) {
      const wf = workflow(file);
      for (const scope of [wf.env, ...Object.values(wf.jobs).map((job) => job.env)]) {
        expect(JSON.stringify(scope ?? {}), file).not.toMatch(/SERVICE_ROLE|SECRET_KEY/);
      }
      // The secret is the new sb_secret_… key; the legacy service_role JWT is not asked for anywhere.
      expect(JSON.stringify(wf), file).not.toContain('secrets.SUPABASE_SERVICE_ROLE_KEY');
      const holders = steps(wf).filter((step) => JSON.stringify(step.env ?? {}).includes('secrets.SUPABASE_SECRET_KEY'));
      if (file === 'ci.yml') expect(holders).toEqual([]);
      else
        expect(
          holders.map((s) => s.name),
          file,
        ).toHaveLength(1);
      expect(holders.some((s) => /npm (ci|install)/.test(s.run ?? ''))).toBe(false);
    }
    expect(steps(workflow('deploy.yml')).find((s) => s.env?.SUPABASE_SECRET_KEY)?.run).toBe('npm run build');
  });

  describe('deploy.yml', () => {
    const wf = workflow('deploy.yml');

    it("builds on push to main, on dispatch (publishes, Supabase Cron's nightly call) and on the fallback schedule", () => {
      expect(Object.keys(wf.on).sort()).toEqual(['push', 'schedule', 'workflow_dispatch']);
      expect(wf.on.push).toEqual({ branches: ['main'] });
      expect(wf.on.schedule).toEqual([{ cron: '5 * * * *' }]);
    });

    it('never lets a scheduled run cancel a publish: no run-wide group, and the schedule builds in a group of its own', () => {
      expect(wf.concurrency).toBeUndefined();
      expect(wf.jobs.gate.concurrency).toBeUndefined();
      const build = wf.jobs.build;
      expect(build.needs).toBe('gate');
      expect(build.if).toBe("needs.gate.outputs.build == 'true'");
      expect(build.concurrency?.['cancel-in-progress']).toBe(false);
      const group = build.concurrency!.group;
      expect(groupFor(group, 'workflow_dispatch')).toBe('site-build');
      expect(groupFor(group, 'push')).toBe('site-build');
      expect(groupFor(group, 'schedule')).not.toBe('site-build');
    });

    it('gates scheduled runs on the site time zone read from the API, not on a SITE_TIMEZONE variable', () => {
      const gate = wf.jobs.gate.steps[0];
      expect(gate.run).toContain('/rest/v1/site_settings?select=timezone');
      expect(gate.run).toContain('TZ="$zone" date +%H');
      for (const file of files) expect(text(file), file).not.toContain('SITE_TIMEZONE');
    });

    it('deploys to Cloudflare Pages with the locked wrangler, and to no other host', () => {
      const deploy = wf.jobs.build.steps.find((s) => /wrangler pages deploy/.test(s.run ?? ''))!;
      expect(deploy.run).toMatch(/^npx --no-install wrangler pages deploy dist /);
      expect(deploy.env).toMatchObject({ CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}' });
      expect(text('deploy.yml')).not.toMatch(/netlify/i);
    });
  });

  it('ci.yml runs .ci/run on ubuntu-24.04 as GitHub provides it', () => {
    const wf = workflow('ci.yml');
    expect(wf.jobs.test['runs-on']).toBe('ubuntu-24.04');
    expect(wf.jobs.test.steps.at(-1)!.run).toBe('bash .ci/run');
    // .ci/run brings PostgreSQL 15 where the image has another version, and finds the cluster's port.
    const ciRun = readFileSync(path.join(DIR, '../../.ci/run'), 'utf8');
    expect(ciRun).toContain('apt.postgresql.org.sh');
    expect(ciRun).toContain('127.0.0.1:${PG_PORT}/postgres');
  });

  it('weekly-digest.yml calls the function on its schedule with the key in its one step', () => {
    const wf = workflow('weekly-digest.yml');
    expect(wf.on.schedule).toEqual([{ cron: '0 12 * * 0' }]);
    expect(wf.jobs.send.steps[0].run).toContain('/functions/v1/weekly-digest');
  });
});
