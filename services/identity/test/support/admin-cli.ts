import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../../../..');

/** Runs the admin CLI the way `npm run admin -- ...` does, with `env` added to the environment. */
export async function runAdmin(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      path.join(root, 'node_modules/.bin/tsx'),
      ['services/identity/src/cli/admin.ts', ...args],
      { cwd: root, env: { ...process.env, LOG_LEVEL: 'silent', ...env } },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
