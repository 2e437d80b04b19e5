// Zod otherwise probes for eval (new Function) the first time it parses an object schema: the CSP
// (script-src 'self', no 'unsafe-eval') blocks the probe and reports a violation on every page.
// main.tsx imports this first. Zod's core keeps its configuration in globalThis.__zod_globalConfig
// (the object copies of zod share) and takes an existing one when it loads, so the flag is set here
// without importing zod: the first bundle, and the pages that parse nothing, carry no zod at all.
// Merged into an existing object too, in case zod loaded first. Parsing is the same without the probe.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
