import { config } from 'zod/v4/core';

// Zod otherwise probes for eval (new Function) when it builds its first object schema: the CSP
// (script-src 'self', no 'unsafe-eval') blocks the probe and reports a violation on every page.
// main.tsx imports this first, before any schema exists; parsing is the same without the probe.
config({ jitless: true });
