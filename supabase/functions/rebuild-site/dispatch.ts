/**
 * Starting a build somewhere else: the static host's build hook (BUILD_HOOK_URL, a POST with no body, as
 * Netlify, Cloudflare Pages and Vercel deploy hooks take; locally the hook `npm start` serves), or the
 * repository's build workflow through GitHub's workflow_dispatch API.
 */

export interface DispatchEnv {
  BUILD_HOOK_URL?: string;
  /** owner/name of the repository whose workflow builds and deploys the site. */
  GITHUB_REPOSITORY?: string;
  /** A token allowed to dispatch workflows (fine-grained: Actions read and write). */
  GITHUB_TOKEN?: string;
  /** The workflow file; default deploy.yml. */
  GITHUB_WORKFLOW?: string;
  /** The branch to build; default main. */
  GITHUB_REF?: string;
}

export type DispatchResult = { ok: true; target: string } | { ok: false; message: string; notConfigured?: boolean };

export function dispatchTarget(env: DispatchEnv): 'hook' | 'github' | null {
  if (env.BUILD_HOOK_URL) return 'hook';
  if (env.GITHUB_REPOSITORY && env.GITHUB_TOKEN) return 'github';
  return null;
}

export async function dispatchBuild(env: DispatchEnv, fetchImpl: typeof fetch = fetch): Promise<DispatchResult> {
  const target = dispatchTarget(env);
  try {
    if (target === 'hook') {
      const response = await fetchImpl(env.BUILD_HOOK_URL!, { method: 'POST' });
      await response.body?.cancel();
      if (!response.ok) return { ok: false, message: `The build hook answered ${response.status}.` };
      return { ok: true, target: 'build hook' };
    }
    if (target === 'github') {
      const workflow = env.GITHUB_WORKFLOW || 'deploy.yml';
      const url = `https://api.github.com/repos/${env.GITHUB_REPOSITORY}/actions/workflows/${encodeURIComponent(workflow)}/dispatches`;
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: {
          accept: 'application/vnd.github+json',
          authorization: `Bearer ${env.GITHUB_TOKEN}`,
          'x-github-api-version': '2022-11-28',
          'content-type': 'application/json',
        },
        body: JSON.stringify({ ref: env.GITHUB_REF || 'main' }),
      });
      await response.body?.cancel();
      if (!response.ok) return { ok: false, message: `GitHub refused the workflow dispatch (${response.status}).` };
      return { ok: true, target: 'GitHub workflow' };
    }
  } catch (error) {
    return { ok: false, message: `The build could not be started: ${(error as Error).message}` };
  }
  return { ok: false, notConfigured: true, message: 'No build target is configured: set BUILD_HOOK_URL, or GITHUB_REPOSITORY and GITHUB_TOKEN.' };
}
