// Reads /proc only, starts nothing: FerretDB is started by scripts/ensure-infra.sh (and libs/testkit/src/servers.ts for private test servers), always with --telemetry=disable.
// Processes of the tenant benchmark (tenant.bench.ts) from /proc: our stack's processes, the FerretDB
// that answers at MONGO_URL (tests run FerretDB servers of their own) and the PostgreSQL cluster that
// FerretDB uses (the machine may run several clusters); their CPU and peak memory.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cpuSecondsOf, memoryMiBOf, pidsNamed, pssMiBOf, withDescendants } from './proc';
import type { Proc } from './processes';

function read(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/** The direct children of `pid` (over all its threads). */
export function childrenOf(pid: number): number[] {
  let tasks: string[] = [];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
  return tasks.flatMap((task) =>
    (read(`/proc/${pid}/task/${task}/children`) ?? '').split(' ').filter(Boolean).map(Number),
  );
}

const argsOf = (pid: number) => (read(`/proc/${pid}/cmdline`) ?? '').split('\0').filter(Boolean);
const parentOf = (pid: number) => Number(read(`/proc/${pid}/stat`)?.split(') ')[1]?.split(' ')[1] ?? 0);

export interface Store {
  /** The FerretDB process at MONGO_URL (undefined: not found, e.g. a real MongoDB). */
  ferretdb?: number;
  /** What FerretDB stores into, as its arguments say (`postgresql :54329`, `sqlite`). */
  backend: string;
  /** The PostgreSQL cluster FerretDB uses: its data directory and every process of it. */
  postgres?: { dataDir: string; port: number; pids: () => number[] };
  /** Clusters FerretDB does not use (shown apart, not counted). */
  others: string[];
}

/** Every running PostgreSQL cluster: the postmaster (the process whose parent is no postgres), by port. */
function clusters(): Map<number, { dataDir: string; root: number }> {
  const pids = pidsNamed(['postgres']).get('postgres') ?? [];
  const all = new Set(pids);
  const found = new Map<number, { dataDir: string; root: number }>();
  for (const pid of pids) {
    if (all.has(parentOf(pid))) continue;
    const args = argsOf(pid);
    const d = args.indexOf('-D');
    if (d < 0 || !args[d + 1]) continue;
    const dataDir = path.resolve(`/proc/${pid}/cwd`, args[d + 1]!);
    const port = Number(read(path.join(dataDir, 'postmaster.pid'))?.split('\n')[3]);
    if (port) found.set(port, { dataDir: args[d + 1]!, root: pid });
  }
  return found;
}

/** The postmaster and every process below it. */
const clusterPids = (root: number) => withDescendants(root);

export function findStore(mongoUrl: string): Store {
  const hostPort = new URL(mongoUrl).host;
  const port = hostPort.split(':')[1] ?? '27017';
  const ferrets = pidsNamed(['ferretdb']).get('ferretdb') ?? [];
  const ferretdb = ferrets.find((pid) =>
    argsOf(pid).some((a) => a.startsWith('--listen-addr=') && a.endsWith(`:${port}`)),
  );
  const args = ferretdb ? argsOf(ferretdb) : [];
  const pgUrl = args.find((a) => a.startsWith('--postgresql-url='))?.slice('--postgresql-url='.length);
  const handler = args.find((a) => a.startsWith('--handler='))?.slice('--handler='.length);
  const all = clusters();
  let pgPort = 0;
  if (pgUrl && handler !== 'sqlite') {
    try {
      pgPort = Number(new URL(pgUrl).port || 5432);
    } catch {
      pgPort = 0;
    }
  }
  const used = all.get(pgPort);
  const others = [...all].filter(([p]) => p !== pgPort).map(([p, c]) => `:${p} (${c.dataDir})`);
  return {
    ferretdb,
    backend: ferretdb ? (handler === 'sqlite' ? 'SQLite' : `PostgreSQL :${pgPort || '?'}`) : 'not FerretDB',
    postgres: used ? { dataDir: used.dataDir, port: pgPort, pids: () => clusterPids(used.root) } : undefined,
    others,
  };
}

/** CPU seconds so far of our processes, the store's FerretDB and PostgreSQL, and this process. */
export function cpuNow(procs: Proc[], store: Store): Record<string, number> {
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuSecondsOf(pid), 0);
  const out: Record<string, number> = {};
  for (const proc of procs) if (proc.child.pid) out[proc.name] = sum(withDescendants(proc.child.pid));
  if (store.ferretdb) out.ferretdb = cpuSecondsOf(store.ferretdb);
  if (store.postgres) out.postgres = sum(store.postgres.pids());
  const usage = process.cpuUsage();
  out.bench = (usage.user + usage.system) / 1e6;
  return out;
}

/**
 * Peaks of memory: our processes' own VmHWM (they started with the run); FerretDB and PostgreSQL,
 * which live longer and serve others too, sampled every 5 s (their RSS, PostgreSQL's summed PSS).
 */
export class MemoryWatch {
  readonly own = new Map<string, number>();
  ferretPeak = 0;
  ferretLifetime = 0;
  pgLargest = 0;
  pgPssPeak = 0;
  pgProcesses = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly procs: Proc[],
    readonly store: Store,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), 5_000);
    this.timer.unref();
  }

  sample(): void {
    for (const proc of this.procs) {
      if (proc.child.pid === undefined || proc.child.exitCode !== null) continue;
      const peak = Math.max(
        0,
        ...withDescendants(proc.child.pid).map((pid) => memoryMiBOf(pid, 'VmHWM') ?? 0),
      );
      this.own.set(proc.name, Math.max(this.own.get(proc.name) ?? 0, peak));
    }
    if (this.store.ferretdb) {
      this.ferretPeak = Math.max(this.ferretPeak, memoryMiBOf(this.store.ferretdb) ?? 0);
      this.ferretLifetime = Math.max(this.ferretLifetime, memoryMiBOf(this.store.ferretdb, 'VmHWM') ?? 0);
    }
    if (this.store.postgres) {
      const pids = this.store.postgres.pids();
      let pss = 0;
      for (const pid of pids) {
        this.pgLargest = Math.max(this.pgLargest, memoryMiBOf(pid) ?? 0);
        pss += pssMiBOf(pid);
      }
      this.pgPssPeak = Math.max(this.pgPssPeak, pss);
      this.pgProcesses = Math.max(this.pgProcesses, pids.length);
    }
  }

  /** Rows of the memory table: process, peak, how it was measured. */
  rows(): string[][] {
    const mib = (n: number) => `${Math.round(n).toLocaleString('en')} MiB`;
    const rows = this.procs.map((p) => [p.name, mib(this.own.get(p.name) ?? 0), 'VmHWM (peak RSS)']);
    rows.push(['bench (this process)', mib(process.resourceUsage().maxRSS / 1024), 'maxRSS']);
    if (this.store.ferretdb)
      rows.push([
        `FerretDB (pid ${this.store.ferretdb}, on ${this.store.backend})`,
        mib(this.ferretPeak),
        `RSS sampled every 5 s; VmHWM since it started ${mib(this.ferretLifetime)}`,
      ]);
    else rows.push(['FerretDB', '—', `no FerretDB process listens at MONGO_URL`]);
    const pg = this.store.postgres;
    if (pg) {
      rows.push([
        `PostgreSQL :${pg.port} (${pg.dataDir}), largest process`,
        mib(this.pgLargest),
        'RSS sampled every 5 s (the shared buffers it touched count in it)',
      ]);
      rows.push([
        `PostgreSQL :${pg.port}, all ${this.pgProcesses} processes`,
        mib(this.pgPssPeak),
        'peak of the summed PSS (shared pages divided), sampled every 5 s',
      ]);
    }
    return rows;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
