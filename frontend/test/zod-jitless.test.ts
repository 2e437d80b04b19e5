import '../src/lib/zod-jitless';
import { config } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';

describe('zod without eval (the CSP forbids it)', () => {
  it('is configured jitless without the first bundle importing zod', () => {
    expect(config().jitless).toBe(true);
    // An object schema parses the same way.
    expect(z.object({ a: z.string() }).parse({ a: 'x' })).toEqual({ a: 'x' });
  });
});
