import { join } from 'node:path';
import type { Context } from 'aws-lambda';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './config';

const handlersDir = join(repoRoot, 'functions', 'src', 'handlers');

type HandlerFunction<E, R> = (event: E, context: Context) => Promise<R>;

const cache = new Map<string, Promise<unknown>>();

/**
 * Imports `functions/src/handlers/<folder>/<name>.ts` once and returns its `handler` export: the
 * same module a Lambda runs, with the environment already in process.env.
 */
export function loadHandler<E, R>(folder: 'http' | 'pipeline' | 'triggers', name: string): Promise<HandlerFunction<E, R>> {
  if (!/^[a-z0-9-]+$/.test(name)) return Promise.reject(new Error(`Invalid handler name ${name}`));
  const file = join(handlersDir, folder, `${name}.ts`);
  let loaded = cache.get(file);
  if (!loaded) {
    loaded = import(pathToFileURL(file).href).then((module: { handler?: unknown }) => {
      if (typeof module.handler !== 'function') throw new Error(`${folder}/${name}.ts exports no handler`);
      return module.handler;
    });
    // A failed import (e.g. a file being written) is retried on the next request.
    loaded.catch(() => cache.delete(file));
    cache.set(file, loaded);
  }
  return loaded as Promise<HandlerFunction<E, R>>;
}
