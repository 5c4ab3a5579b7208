import { execFileSync } from 'node:child_process';

/**
 * The GitHub repository the editor saves into, and the branch the host
 * builds: read from the hosts' own build variables (Netlify's REPOSITORY_URL
 * and BRANCH, Cloudflare Pages' CF_PAGES_BRANCH, GitHub Actions'
 * GITHUB_REPOSITORY and GITHUB_REF_NAME) or from the clone itself, so that
 * nobody has to write them into the code. CMS_REPOSITORY ("owner/name") and
 * CMS_BRANCH set them by hand.
 */
export interface GitRepository {
  repo: string;
  branch: string;
}

/** "owner/name" of a GitHub address: https://github.com/owner/name(.git) or git@github.com:owner/name.git. */
export function repositoryOf(url: string): string | undefined {
  return /github\.com[/:]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(url.trim())?.[1];
}

function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

export function gitRepository(env: NodeJS.ProcessEnv = process.env): GitRepository {
  const remote = env.REPOSITORY_URL ?? git('config', '--get', 'remote.origin.url');
  const repo = env.CMS_REPOSITORY ?? env.GITHUB_REPOSITORY ?? (remote && repositoryOf(remote)) ?? 'YOUR-GITHUB-ACCOUNT/YOUR-REPOSITORY';
  const currentBranch = git('rev-parse', '--abbrev-ref', 'HEAD');
  const branch =
    env.CMS_BRANCH ??
    env.BRANCH ??
    env.CF_PAGES_BRANCH ??
    env.GITHUB_REF_NAME ??
    (currentBranch === 'HEAD' ? undefined : currentBranch) ??
    'main';
  return { repo, branch };
}
