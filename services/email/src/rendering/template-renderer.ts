import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  type RenderableTemplate,
  RenderBudgetError,
  RenderError,
  type TemplateRenderer,
} from '../domain/email.ports';
import type { RenderedEmail } from '../domain/email.types';

/**
 * The budget of one render. A template's work is not bounded by its size (nested `#each` over
 * `@root` arrays is polynomial in the vars), so the budget is on the work itself: wall time on a
 * thread of its own, and the heap of that thread.
 */
export const RENDER_BUDGET = { timeMs: 500, memoryMb: 64 } as const;

interface Task {
  template: RenderableTemplate;
  variables: Record<string, unknown>;
  /** Dispatched on its own: it was in a batch that went past the batch's budget. */
  alone: boolean;
  resolve(rendered: RenderedEmail): void;
  reject(err: Error): void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  batch: { id: number; tasks: Task[] } | null;
  timer?: NodeJS.Timeout;
}

/** One answer per task of a batch, in order. */
type Result = { rendered: RenderedEmail } | { error: string } | { overBudget: true };

type WorkerMessage = { ready: true } | { id: number; results: Result[] };

/** Renders of one template dispatched to a thread together (one message each way for all of them). */
const MAX_BATCH = 64;

const ENGINE_FILE = join(__dirname, 'template-engine.ts');
const WORKER_FILE = join(__dirname, 'template-render.worker.ts');

const sameTemplate = (a: RenderableTemplate, b: RenderableTemplate) =>
  a.subject === b.subject && a.html === b.html && a.text === b.text;

/**
 * A small pool of render threads. Renders run off the service's event loop; waiting renders of the
 * same template go to a thread together (a campaign slice is one message each way, not one per
 * recipient). Each render has its own budget: the thread times every render and answers one that
 * took longer than the budget as over it; a batch that runs past the sum of its budgets (a render
 * that never ends) has its thread terminated (V8 stops it mid-loop) and replaced, and its renders
 * go again one by one, so only the one at fault fails; one that exceeds the heap budget kills its
 * thread the same way. Other tenants' requests on the event loop never wait for a render.
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
  private pumping = false;

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
      this.queue.push({ template: { subject, html, text }, variables, alone: false, resolve, reject });
      // Renders asked for in the same turn (a slice's recipients) leave together.
      if (!this.pumping) {
        this.pumping = true;
        queueMicrotask(() => {
          this.pumping = false;
          this.pump();
        });
      }
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
    while (this.slots.length < this.size && this.queue.length > this.slots.filter((s) => !s.batch).length) {
      this.slots.push(this.spawn());
    }
    for (const slot of this.slots) {
      if (slot.ready && !slot.batch && this.queue.length) this.dispatch(slot, this.nextBatch());
      // An idle thread does not keep the process alive; a starting or busy one does.
      if (slot.ready && !slot.batch) slot.worker.unref();
      else slot.worker.ref();
    }
  }

  /**
   * The first waiting render and those right behind it of the same template (in arrival order: a
   * render never waits behind one that came after it).
   */
  private nextBatch(): Task[] {
    const first = this.queue[0]!;
    let n = 1;
    if (!first.alone) {
      while (
        n < MAX_BATCH &&
        n < this.queue.length &&
        !this.queue[n]!.alone &&
        sameTemplate(this.queue[n]!.template, first.template)
      ) {
        n++;
      }
    }
    return this.queue.splice(0, n);
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_FILE, {
      workerData: { engineFile: ENGINE_FILE },
      resourceLimits: { maxOldGenerationSizeMb: this.memoryMb, maxYoungGenerationSizeMb: 4 },
      stdout: false,
      stderr: false,
    });
    const slot: Slot = { worker, ready: false, batch: null };
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
    const batch = slot.batch;
    if (!batch || batch.id !== message.id) return;
    clearTimeout(slot.timer);
    slot.batch = null;
    batch.tasks.forEach((task, i) => {
      const result = message.results[i];
      if (result && 'rendered' in result) task.resolve(result.rendered);
      else if (result && 'error' in result) task.reject(new RenderError(result.error));
      else task.reject(this.overTime());
    });
    this.pump();
  }

  private overTime(): RenderBudgetError {
    return new RenderBudgetError(`rendering the template takes more than ${this.timeMs} ms`);
  }

  private dispatch(slot: Slot, tasks: Task[]): void {
    const id = this.nextId++;
    slot.batch = { id, tasks };
    slot.timer = setTimeout(() => void this.replace(slot, this.overTime()), this.timeMs * tasks.length);
    slot.worker.postMessage({
      id,
      template: tasks[0]!.template,
      variables: tasks.map((task) => task.variables),
      timeMs: this.timeMs,
    });
  }

  /**
   * Ends a slot's thread and starts a fresh one if work waits. A render alone on the thread fails
   * with `reason`; the renders of a batch go back to the queue to run one by one.
   */
  private async replace(slot: Slot, reason: Error): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    const tasks = slot.batch?.tasks ?? [];
    if (tasks.length > 1 && !this.closed) {
      slot.batch = null;
      for (const task of tasks) task.alone = true;
      this.queue.unshift(...tasks);
    }
    await this.retire(slot, reason);
    // A thread that died before it was ready would die again: fail a waiting render, not loop.
    if (!slot.ready) this.queue.shift()?.reject(reason);
    if (!this.closed) this.pump();
  }

  private async retire(slot: Slot, reason: Error): Promise<void> {
    clearTimeout(slot.timer);
    const tasks = slot.batch?.tasks ?? [];
    slot.batch = null;
    for (const task of tasks) task.reject(reason);
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
