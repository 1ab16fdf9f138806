import { describe, expect, it } from 'vitest';

describe('zod-jitless', () => {
  it('puts zod in jitless mode, so no schema ever calls new Function (forbidden by the CSP)', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    const original = globalThis.Function;
    let calls = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args) {
        calls += 1;
        return Reflect.construct(target, args);
      },
    });
    try {
      const schema = z.object({ name: z.string(), price: z.number() });
      expect(schema.parse({ name: 'Espresso', price: 2.8 })).toEqual({ name: 'Espresso', price: 2.8 });
    } finally {
      globalThis.Function = original;
    }
    expect(calls).toBe(0);
  });
});
