import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RenderedEmail } from './template-engine';

export type RenderableTemplate = { subject: string; html: string; text: string | null };

/** Renders a template within a budget of work; rejects with RenderBudgetError past it. */
export interface TemplateRenderer {
  render(template: RenderableTemplate, variables: Record<string, unknown>): Promise<RenderedEmail>;
}

/**
 * The budget of one render. A template's work is not bounded by its size (nested `#each` over
 * `@root` arrays is polynomial in the vars), so the budget is on the work itself: wall time on a
 * thread of its own, and the heap of that thread.
 */
export const RENDER_BUDGET = { timeMs: 500, memoryMb: 64 } as const;

/** A render that went past its budget; the message names the budget. */
export class RenderBudgetError extends Error {
  override readonly name = 'RenderBudgetError';
}

/** The template engine threw (a runtime error of the template itself). */
export class RenderError extends Error {
  override readonly name = 'RenderError';
}

interface Task {
  id: number;
  template: RenderableTemplate;
  variables: Record<string, unknown>;
  resolve(rendered: RenderedEmail): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  task: Task | null;
  timer?: NodeJS.Timeout;
}

type WorkerMessage =
  | { ready: true }
  | { id: number; rendered: RenderedEmail }
  | { id: number; error: string };

const ENGINE_FILE = join(__dirname, 'template-engine.ts');
const WORKER_FILE = join(__dirname, 'template-render.worker.ts');

/**
 * A small pool of render threads. Each render runs on a thread of its own, off the service's event
 * loop; one that exceeds the time budget has its thread terminated (V8 stops it mid-loop) and
 * replaced, one that exceeds the heap budget dies by itself. Other tenants' requests on the event
 * loop never wait for a render; other renders wait at most one budget per busy thread.
 *
 * Hand-written rather than a pool library: what it needs beyond worker_threads is a timer and a
 * terminate, and a library would not remove the part that is specific here (loading a TypeScript
 * worker under both tsx and jest).
 */
export class TemplateRenderPool implements TemplateRenderer {
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly options: { size?: number; timeMs?: number; memoryMb?: number; maxQueue?: number } = {},
  ) {}

  private get size() {
    return this.options.size ?? Math.max(1, Math.min(4, availableParallelism() - 1));
  }
  private get timeMs() {
    return this.options.timeMs ?? RENDER_BUDGET.timeMs;
  }
  private get memoryMb() {
    return this.options.memoryMb ?? RENDER_BUDGET.memoryMb;
  }

  render(template: RenderableTemplate, variables: Record<string, unknown>): Promise<RenderedEmail> {
    if (this.closed) return Promise.reject(new Error('the render pool is closed'));
    if (this.queue.length >= (this.options.maxQueue ?? 1_000)) {
      return Promise.reject(new Error('too many renders are waiting'));
    }
    const { subject, html, text } = template;
    return new Promise<RenderedEmail>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, template: { subject, html, text }, variables, resolve, reject });
      this.pump();
    });
  }

  /** Terminates the threads; renders in progress or waiting reject. */
  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new Error('the render pool is closed'));
    await Promise.all(
      this.slots.splice(0).map((slot) => this.retire(slot, new Error('the render pool is closed'))),
    );
  }

  private pump(): void {
    // A thread for each waiting render that no free or starting thread will take, up to the size.
    while (this.slots.length < this.size && this.queue.length > this.slots.filter((s) => !s.task).length) {
      this.slots.push(this.spawn());
    }
    for (const slot of this.slots) {
      if (slot.ready && !slot.task && this.queue.length) this.dispatch(slot, this.queue.shift()!);
      // An idle thread does not keep the process alive; a starting or busy one does.
      if (slot.ready && !slot.task) slot.worker.unref();
      else slot.worker.ref();
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_FILE, {
      workerData: { engineFile: ENGINE_FILE },
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb, maxYoungGenerationSizeMb: 16 },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false, task: null };
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, message));
    worker.on('error', (err: Error & { code?: string }) => {
      const reason =
        err.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? new RenderBudgetError(`rendering the template needs more than ${this.memoryMb} MB`)
          : err;
      void this.replace(slot, reason);
    });
    worker.on('exit', () => void this.replace(slot, new Error('the render thread exited')));
    return slot;
  }

  private onMessage(slot: Slot, message: WorkerMessage): void {
    if ('ready' in message) {
      slot.ready = true;
      this.pump();
      return;
    }
    const task = slot.task;
    if (!task || task.id !== message.id) return;
    clearTimeout(slot.timer);
    slot.task = null;
    if ('error' in message) task.reject(new RenderError(message.error));
    else task.resolve(message.rendered);
    this.pump();
  }

  private dispatch(slot: Slot, task: Task): void {
    slot.task = task;
    slot.timer = setTimeout(() => {
      const budget = new RenderBudgetError(`rendering the template takes more than ${this.timeMs} ms`);
      void this.replace(slot, budget);
    }, this.timeMs);
    slot.worker.postMessage({ id: task.id, template: task.template, variables: task.variables });
  }

  /** Ends a slot's thread (rejecting its task with `reason`) and starts a fresh one if work waits. */
  private async replace(slot: Slot, reason: Error): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    await this.retire(slot, reason);
    // A thread that died before it was ready would die again: fail a waiting render, not loop.
    if (!slot.ready) this.queue.shift()?.reject(reason);
    if (!this.closed) this.pump();
  }

  private async retire(slot: Slot, reason: Error): Promise<void> {
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = null;
    task?.reject(reason);
    slot.worker.removeAllListeners('exit');
    await slot.worker.terminate().catch(() => undefined);
  }
}

let shared: TemplateRenderPool | null = null;

/** The process's render pool (created on first use; its idle threads do not hold the process). */
export function sharedRenderer(): TemplateRenderer {
  shared ??= new TemplateRenderPool();
  return shared;
}
