/**
 * The GitHub Actions workflows are checked against GitHub's workflow schema (action-validator, the SchemaStore
 * schema in WebAssembly), so a broken workflow fails the tests here instead of on GitHub.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.github/workflows');
const files = readdirSync(DIR).filter((name) => /\.ya?ml$/.test(name));

describe('GitHub Actions workflows', () => {
  it('exist: build-and-deploy, tests and the weekly e-mail', () => {
    expect(files.sort()).toEqual(['ci.yml', 'deploy.yml', 'weekly-digest.yml']);
  });

  for (const file of files) {
    it(`${file} is a valid workflow`, () => {
      const state = validateWorkflow(readFileSync(path.join(DIR, file), 'utf8'));
      expect(state.errors).toEqual([]);
    });
  }

  it('the check catches a broken workflow', () => {
    const state = validateWorkflow('name: x\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    stepz: []\n');
    expect(state.errors.length).toBeGreaterThan(0);
  });

  it('deploys run one at a time and build on push, on the hourly schedule and on dispatch', () => {
    const workflow = parse(readFileSync(path.join(DIR, 'deploy.yml'), 'utf8'));
    expect(workflow.concurrency).toEqual({ group: 'site-build', 'cancel-in-progress': false });
    expect(Object.keys(workflow.on).sort()).toEqual(['push', 'schedule', 'workflow_dispatch']);
    expect(workflow.on.schedule).toEqual([{ cron: '5 * * * *' }]);
  });
});
