import { describe, expect, it } from 'vitest';
import { createSharedReads } from './sharedReads.ts';

/** A read that ends when the test says so, numbered in the order reads start. */
function controlledReads() {
  const started: { n: number; end: (value: string) => void; fail: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<string>((resolve, reject) => {
      const n = started.length + 1;
      started.push({ n, end: resolve, fail: reject });
    });
  return { started, read };
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('shared reads', () => {
  it('answers everyone who asks during a read with the next read, never with the one already running', async () => {
    const shared = createSharedReads<string>();
    const { started, read } = controlledReads();
    const first = shared('rooms', read);
    const [a, b, c] = [shared('rooms', read), shared('rooms', read), shared('rooms', read)];
    expect(started).toHaveLength(1);
    started[0].end('as before');
    expect(await first).toBe('as before');
    await settle();
    expect(started).toHaveLength(2);
    started[1].end('after');
    expect(await Promise.all([a, b, c])).toEqual(['after', 'after', 'after']);
  });

  it('keeps keys apart and starts afresh once a line is idle', async () => {
    const shared = createSharedReads<string>();
    const { started, read } = controlledReads();
    const male = shared('male', read);
    const female = shared('female', read);
    expect(started).toHaveLength(2);
    started[0].end('m');
    started[1].end('f');
    expect([await male, await female]).toEqual(['m', 'f']);
    await settle();
    const again = shared('male', read);
    expect(started).toHaveLength(3);
    started[2].end('m2');
    expect(await again).toBe('m2');
  });

  it('gives a failed read to those who waited for it only, and reads again for the next', async () => {
    const shared = createSharedReads<string>();
    const { started, read } = controlledReads();
    const first = shared('rooms', read);
    const waiting = shared('rooms', read);
    started[0].fail(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await settle();
    started[1].fail(new Error('still gone'));
    await expect(waiting).rejects.toThrow('still gone');
    await settle();
    const later = shared('rooms', read);
    expect(started).toHaveLength(3);
    started[2].end('back');
    expect(await later).toBe('back');
  });
});
