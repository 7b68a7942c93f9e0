import { delayQueueFor, retryDelaysMs } from './delay-queues';

describe('delay queues', () => {
  const sut = { queue: 'jobs', delaysMs: [4_000, 500, 1_000, 1_000] };

  it('when a delay has its own queue, then a message waits there', () => {
    expect(delayQueueFor(sut, 1_000)).toBe('jobs.delay.1000');
  });

  it('when a delay falls between two queues, then the longer one holds it (never less than wanted)', () => {
    expect(delayQueueFor(sut, 501)).toBe('jobs.delay.1000');
  });

  it('when a delay is longer than every queue, then the longest one holds it', () => {
    expect(delayQueueFor(sut, 60_000)).toBe('jobs.delay.4000');
  });

  it('when there is no delay or no delay queue, then the message goes to the queue itself', () => {
    expect(delayQueueFor(sut, 0)).toBe('jobs');
    expect(delayQueueFor({ queue: 'jobs', delaysMs: [] }, 1_000)).toBe('jobs');
  });

  it('when a consumer retries, then its delays are the backoff before each attempt after the first', () => {
    expect(retryDelaysMs(5, 500)).toEqual([500, 1_000, 2_000, 4_000]);
    expect(retryDelaysMs(1, 500)).toEqual([]);
  });
});
