import { describe, expect, it } from 'vitest';
import { requestedCapabilities } from './octo-request.js';

describe('Octo-Capabilities', () => {
  it('keeps the supported capabilities asked for, in our order, ignoring others and case', () => {
    expect([...requestedCapabilities('octo/content, OCTO/Pricing ,octo/cart')]).toEqual(['octo/pricing', 'octo/content']);
    expect([...requestedCapabilities(undefined)]).toEqual([]);
  });
});
