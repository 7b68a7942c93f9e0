// The orchestrator of the chaos run: every Rapport process as its own child (node itself with tsx's
// loader, so the pid signalled is the process doing the work, never a wrapper), logs to a file per
// process, and a process that exits is started again with backoff (0.5 s doubling to 30 s, back to
// 0.5 s once it ran a minute), as scripts/stack.mjs and Kubernetes do. Nobody restarts by hand.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';

export interface ProcessSpec {
  /** Unique name of this copy (e.g. gateway-a). */
  name: string;
  /** TypeScript entry point, relative to the repository root. */
  entry: string;
  env: NodeJS.ProcessEnv;
  /** A log line that says the process serves. */
  ready: RegExp;
}

const BACKOFF_MS = { first: 500, max: 30_000, healthyAfter: 60_000 };

export interface ExitRecord {
  name: string;
  at: number;
  pid: number;
  how: string;
}

interface Slot {
  spec: ProcessSpec;
  child: ChildProcess | null;
  backoffMs: number;
  startedAt: number;
  /** When the current copy printed its ready line (0 while it has not). */
  readyAt: number;
  readyWaiters: (() => void)[];
  restartTimer: NodeJS.Timeout | null;
  log: WriteStream;
  /** Last lines of output, for the report. */
  tail: string[];
  starts: number;
}

export class Supervisor {
  private readonly slots = new Map<string, Slot>();
  private stopping = false;
  readonly exits: ExitRecord[] = [];

  constructor(
    private readonly root: string,
    private readonly logDir: string,
  ) {}

  /** Starts a process and resolves once it printed its ready line (rejects after `timeoutMs`). */
  async start(spec: ProcessSpec, timeoutMs = 120_000): Promise<void> {
    const slot: Slot = {
      spec,
      child: null,
      backoffMs: BACKOFF_MS.first,
      startedAt: 0,
      readyAt: 0,
      readyWaiters: [],
      restartTimer: null,
      log: createWriteStream(path.join(this.logDir, `${spec.name}.log`), { flags: 'a' }),
      tail: [],
      starts: 0,
    };
    this.slots.set(spec.name, slot);
    this.launch(slot);
    await this.waitReady(spec.name, timeoutMs);
  }

  /** Resolves when the current copy of `name` printed its ready line. */
  waitReady(name: string, timeoutMs: number): Promise<void> {
    const slot = this.slot(name);
    if (slot.readyAt) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`${name} not ready within ${timeoutMs} ms:\n${slot.tail.slice(-15).join('\n')}`)),
        timeoutMs,
      );
      slot.readyWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Signals the running copy (kill -9 with SIGKILL). Answers its pid. */
  signal(name: string, signal: NodeJS.Signals): number {
    const slot = this.slot(name);
    const child = slot.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} is not running`);
    this.note(slot, `--- chaos: ${signal} to pid ${child.pid}`);
    process.kill(child.pid, signal);
    return child.pid;
  }

  pid(name: string): number | undefined {
    return this.slot(name).child?.pid;
  }

  /** When the copy running now printed its ready line (0 while it has not). */
  readyAt(name: string): number {
    return this.slot(name).readyAt;
  }

  starts(name: string): number {
    return this.slot(name).starts;
  }

  /** Lines of the process's log (this run) that match `pattern`. */
  logLines(name: string, pattern: RegExp): string[] {
    return this.slot(name).tail.filter((line) => pattern.test(line));
  }

  /** Marks a point in every log (scenario boundaries). */
  mark(text: string): void {
    for (const slot of this.slots.values()) this.note(slot, `--- chaos: ${text}`);
  }

  names(): string[] {
    return [...this.slots.keys()];
  }

  /** SIGTERM to every process (they drain), SIGKILL after `graceMs`. */
  async stopAll(graceMs = 15_000): Promise<void> {
    this.stopping = true;
    const children: ChildProcess[] = [];
    for (const slot of this.slots.values()) {
      if (slot.restartTimer) clearTimeout(slot.restartTimer);
      const child = slot.child;
      if (child && child.exitCode === null && child.signalCode === null) {
        children.push(child);
        child.kill('SIGTERM');
      }
    }
    const timer = setTimeout(() => {
      for (const child of children)
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }, graceMs);
    await Promise.all(
      children.map((c) =>
        c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)),
      ),
    );
    clearTimeout(timer);
    for (const slot of this.slots.values()) slot.log.end();
  }

  /** Synchronous last resort (process exit): SIGKILL whatever still runs. */
  killAllNow(): void {
    for (const slot of this.slots.values()) {
      const pid = slot.child?.pid;
      if (pid && slot.child?.exitCode === null && slot.child.signalCode === null) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone
        }
      }
    }
  }

  private slot(name: string): Slot {
    const slot = this.slots.get(name);
    if (!slot) throw new Error(`no process ${name}`);
    return slot;
  }

  private note(slot: Slot, line: string): void {
    const stamped = `${new Date().toISOString()} ${line}`;
    slot.log.write(`${stamped}\n`);
    slot.tail.push(stamped);
    if (slot.tail.length > 5_000) slot.tail.splice(0, 1_000);
  }

  private launch(slot: Slot): void {
    const { spec } = slot;
    slot.startedAt = Date.now();
    slot.readyAt = 0;
    slot.starts++;
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(this.root, spec.entry)], {
      cwd: this.root,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    slot.child = child;
    this.note(slot, `--- chaos: started pid ${child.pid} (start ${slot.starts})`);
    for (const stream of [child.stdout!, child.stderr!]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        slot.log.write(`${line}\n`);
        slot.tail.push(line);
        if (slot.tail.length > 5_000) slot.tail.splice(0, 1_000);
        if (!slot.readyAt && slot.child === child && spec.ready.test(line)) {
          slot.readyAt = Date.now();
          for (const waiter of slot.readyWaiters.splice(0)) waiter();
        }
      });
    }
    child.on('exit', (code, signal) => {
      const how = signal ?? `exit ${code}`;
      this.exits.push({ name: spec.name, at: Date.now(), pid: child.pid ?? 0, how });
      if (this.stopping) {
        this.note(slot, `--- chaos: exited (${how})`);
        return;
      }
      const ranMs = Date.now() - slot.startedAt;
      const next = ranMs > BACKOFF_MS.healthyAfter ? BACKOFF_MS.first : slot.backoffMs;
      slot.backoffMs = Math.min(next * 2, BACKOFF_MS.max);
      this.note(slot, `--- chaos: exited (${how}); the supervisor restarts it in ${next} ms`);
      slot.restartTimer = setTimeout(() => {
        slot.restartTimer = null;
        if (!this.stopping) this.launch(slot);
      }, next);
    });
  }
}
