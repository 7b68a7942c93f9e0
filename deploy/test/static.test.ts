import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { codeVariables, processConfig } from './support/code-config';
import {
  dockerfileInstructions,
  documentedVariables,
  interpolatedNames,
  loadCompose,
  loadManifests,
  loadProcesses,
  ROOT,
  read,
  workspaceEntries,
} from './support/deploy-files';

// Static checks of the deployment files against the code (no container engine runs here). The compose
// file and the manifests have their own files: static-compose.test.ts and static-k8s.test.ts.

describe('deploy/processes.json', () => {
  const processes = loadProcesses();

  it('when the workspace has an entry file, then processes.json lists it as a process', () => {
    const listed = processes.map((p) => p.entry);
    expect(workspaceEntries().filter((entry) => !listed.includes(entry))).toEqual([]);
  });

  it('when a process is listed, then its entry exists and it names its kind and the address its health is served on', () => {
    for (const p of processes) {
      expect({ ...p, entryExists: existsSync(path.join(ROOT, p.entry)) }).toEqual({
        name: expect.stringMatching(/^[a-z][a-z0-9-]*$/),
        entry: p.entry,
        entryExists: true,
        kind: expect.stringMatching(/^(grpc|http|worker)$/),
        addrEnv: expect.stringMatching(/^[A-Z][A-Z0-9_]*$/),
      });
    }
    expect(new Set(processes.map((p) => p.name)).size).toBe(processes.length);
  });
});

describe('deploy/Dockerfile', () => {
  const instructions = dockerfileInstructions(read('deploy/Dockerfile'));
  const nodeVersion = JSON.parse(read('node_modules/node/package.json')).version as string;
  const stages = instructions.filter((i) => i.op === 'FROM');
  const finalStage = instructions.slice(instructions.lastIndexOf(stages.at(-1)!));

  it('when the image is built, then every stage starts from the official node image pinned to the node devDependency', () => {
    const external = stages.map((s) => s.args.split(/\s+/)[0]!).filter((image) => image.includes(':'));
    expect(external.length).toBeGreaterThan(0);
    for (const image of external) {
      expect(image).toMatch(new RegExp(`^node:${nodeVersion.replace(/\./g, '\\.')}-(bookworm-slim|alpine)$`));
    }
    expect(stages.length).toBeGreaterThanOrEqual(3);
  });

  it('when dependencies are installed, then npm ci installs from the lockfile and the runtime keeps no devDependencies but tsx', () => {
    const runs = instructions.filter((i) => i.op === 'RUN').map((i) => i.args);
    expect(runs.some((r) => /npm ci\b/.test(r) && !r.includes('--omit=dev'))).toBe(true);
    expect(runs.some((r) => /npm ci\b.*--omit=dev/.test(r))).toBe(true);
    const copied = finalStage.filter((i) => i.op === 'COPY').map((i) => i.args);
    expect(copied.some((c) => c.includes('node_modules/tsx'))).toBe(true);
    expect(copied.some((c) => c.includes('node_modules/esbuild'))).toBe(true);
  });

  it('when npm ci reads the lockfile, then every dependency a locked package or workspace declares is locked too', () => {
    // What `npm ci` checks before it installs anything (it refuses the lockfile otherwise, whatever the
    // platform): optional packages of other platforms included (decision 0005).
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<
        string,
        { dependencies?: Record<string, string>; optionalDependencies?: Record<string, string> }
      >;
    };
    const resolves = (from: string, name: string) => {
      for (let dir = from; ; dir = dir.slice(0, Math.max(0, dir.lastIndexOf('/node_modules/')))) {
        if (lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true;
        if (!dir) return false;
      }
    };
    const missing: string[] = [];
    for (const [at, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies })) {
        if (!resolves(at, name)) missing.push(`${at || '(root)'} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
    for (const workspace of Object.keys(lock.packages).filter((at) => at && !at.includes('node_modules'))) {
      const manifest = JSON.parse(read(`${workspace}/package.json`)) as {
        dependencies?: Record<string, string>;
      };
      expect({ workspace, dependencies: lock.packages[workspace]!.dependencies ?? {} }).toEqual({
        workspace,
        dependencies: manifest.dependencies ?? {},
      });
    }
  });

  it('when a container starts, then it runs as a numeric non-root user and the command names the entry run by tsx', () => {
    const user = finalStage.filter((i) => i.op === 'USER').at(-1)?.args;
    expect(user).toMatch(/^[1-9]\d*(:\d+)?$/);
    const entrypoint = JSON.parse(finalStage.find((i) => i.op === 'ENTRYPOINT')!.args);
    expect(entrypoint).toEqual(['node', '--import', 'tsx']);
    const cmd = JSON.parse(finalStage.find((i) => i.op === 'CMD')!.args) as string[];
    expect(loadProcesses().map((p) => p.entry)).toContain(cmd[0]);
  });

  it('when the image is built, then it holds every process entry, the protos and the health check script', () => {
    const copied = finalStage
      .filter((i) => i.op === 'COPY' && !i.args.startsWith('--from'))
      .map((i) => i.args);
    const sources = copied.flatMap((c) => c.split(/\s+/).slice(0, -1));
    for (const dir of ['proto', 'libs', ...new Set(loadProcesses().map((p) => p.entry.split('/')[0]!))]) {
      expect(sources).toContain(dir);
    }
    expect(sources).toContain('deploy/healthcheck.mjs');
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '.git', '**/.env']));
  });
});

describe('environment variables', () => {
  const readByCode = codeVariables();
  const documented = documentedVariables();
  const composeText = readFileSync(path.join(ROOT, 'deploy/docker-compose.yml'), 'utf8');
  const interpolated = new Set(interpolatedNames(composeText));

  it('when the code reads a variable, then deploy/.env.example documents it', () => {
    const missing = [...readByCode.keys()].filter((name) => !documented.has(name));
    expect(missing.map((name) => `${name} (${readByCode.get(name)!.join(', ')})`)).toEqual([]);
  });

  it('when deploy/.env.example documents a variable, then the code reads it or the compose file uses it', () => {
    expect([...documented].filter((name) => !readByCode.has(name) && !interpolated.has(name))).toEqual([]);
    expect([...interpolated].filter((name) => !documented.has(name))).toEqual([]);
  });

  it('when compose or the manifests set a variable for a process, then that process reads it', () => {
    const compose = loadCompose();
    const deployments = loadManifests().filter((m) => m.doc.kind === 'Deployment');
    for (const p of loadProcesses()) {
      // NODE_OPTIONS is read by node itself (heap bounds of the campaign worker).
      const reads = [...processConfig(p.entry).keys(), 'NODE_OPTIONS'];
      const container = deployments.find((d) => d.doc.metadata.name === p.name)?.doc.spec.template.spec
        .containers[0];
      const set = [
        ...Object.keys(compose.services[p.name]?.environment ?? {}),
        ...(container?.env ?? []).map((e: { name: string }) => e.name),
      ];
      expect({ process: p.name, unread: set.filter((name) => !reads.includes(name)) }).toEqual({
        process: p.name,
        unread: [],
      });
    }
    const shared = loadManifests().flatMap(({ doc }) => Object.keys({ ...doc.data, ...doc.stringData }));
    expect(shared.filter((name) => !readByCode.has(name))).toEqual([]);
  });
});
