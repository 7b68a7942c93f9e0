import pino from 'pino';
import { startPeriodic } from './periodic';

const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits (bounded) until `done` holds: counts, not wall-clock windows, so a busy machine cannot fail it. */
const until = async (done: () => boolean) => {
  for (let i = 0; i < 500 && !done(); i++) await sleep(5);
};

describe('startPeriodic', () => {
  it('when passes are slower than the interval, then they never overlap and keep coming', async () => {
    let active = 0;
    let maxActive = 0;
    let passes = 0;
    const sut = startPeriodic(
      'test',
      5,
      async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        await sleep(15);
        active--;
        passes++;
      },
      logger,
    );
    await until(() => passes >= 3);
    await sut.stop();
    expect(maxActive).toBe(1);
    expect(passes).toBeGreaterThanOrEqual(3);
  });

  it('when a pass fails, then the next tick runs again', async () => {
    let calls = 0;
    const sut = startPeriodic(
      'test',
      5,
      async () => {
        calls++;
        throw new Error('boom');
      },
      logger,
    );
    await until(() => calls >= 2);
    await sut.stop();
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('when stopped during a pass, then the pass sees the signal and stop waits for it', async () => {
    let sawAbort = false;
    let finished = false;
    let started!: () => void;
    const began = new Promise<void>((resolve) => {
      started = resolve;
    });
    const sut = startPeriodic(
      'test',
      1,
      async (signal) => {
        started();
        while (!signal.aborted) await sleep(2);
        sawAbort = true;
        await sleep(10);
        finished = true;
      },
      logger,
    );
    await began;
    await sut.stop();
    expect([sawAbort, finished]).toEqual([true, true]);
  });
});
