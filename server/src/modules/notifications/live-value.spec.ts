import { describe, expect, it } from 'vitest';
import { LiveValue } from './live-value.js';

describe('a live value', () => {
  it('gives a waiting reader the value at once, a slow one only the latest, and never repeats one', async () => {
    const value = new LiveValue(() => undefined);
    const first = value.next();
    value.push(1);
    expect(await first).toEqual({ value: 1, done: false });
    value.push(2);
    value.push(3);
    expect(await value.next()).toEqual({ value: 3, done: false });
    value.push(3);
    value.push(4);
    value.push(3);
    const pending = value.next();
    value.push(5);
    expect(await pending).toEqual({ value: 5, done: false });
  });

  it('ends once: a waiting reader is done and the release runs one time', async () => {
    let released = 0;
    const value = new LiveValue(() => (released += 1));
    const waiting = value.next();
    await value.return();
    value.end();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(released).toBe(1);
    value.push(7);
    expect(await value.next()).toEqual({ value: undefined, done: true });
  });
});
