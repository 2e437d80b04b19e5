import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type DocumentReader, type ReaderOutput, type ReadInput } from '../../domain/reading/ports';
import type { ReadReply, ReadRequest } from './isolated-reader-child';
import { defaultReadLimits, defaultWorkerMemoryLimits, type ReadLimits, type WorkerMemoryLimits } from './limits';
import { DocumentReadError } from '../../domain/errors';

export const isolatedReaderMessages = {
  outOfMemory: 'Reading this document needed too much memory. Please upload a smaller or simpler copy, such as a PDF or a photo of each page.',
  crashed: 'The reader stopped unexpectedly on this document. Please try again, or upload another copy.',
  timedOut: 'Reading this document took too long. Please try a smaller or clearer file.',
} as const;

export type IsolatedReaderOptions = {
  limits?: Partial<ReadLimits>;
  memory?: Partial<WorkerMemoryLimits>;
  /**
   * When a read still running is stopped by killing its worker (default: limits.timeoutMs + 10 s).
   * LocalReader has its own timeout, but its timer cannot fire while the worker computes without
   * a pause (a parser, a decoder).
   */
  killAfterMs?: number;
  /** How often the worker's resident memory is sampled during a read. */
  memoryPollMs?: number;
};

type Exit = { code: number | null; signal: NodeJS.Signals | null };

type Worker = {
  child: ChildProcess;
  ready: Promise<void>;
  exited: Promise<Exit>;
  /** Set when we stopped it, so the document's failure says why. */
  stoppedFor?: 'memory' | 'timeout';
  stderrTail: string;
};

// Kill what is still running when this process exits normally; any other death closes the IPC
// channel, on which the worker exits by itself.
const liveWorkers = new Set<ChildProcess>();
let exitHookInstalled = false;
function killOnExit(child: ChildProcess): void {
  liveWorkers.add(child);
  void new Promise((resolve) => child.once('exit', resolve)).then(() => liveWorkers.delete(child));
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.once('exit', () => liveWorkers.forEach((worker) => worker.kill('SIGKILL')));
}

/** The child entry beside this file, run by tsx when we run from TypeScript sources. */
function workerCommand(heapMb: number): { entry: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const extension = path.extname(here);
  const entry = path.join(path.dirname(here), `isolated-reader-child${extension}`);
  const loader = extension === '.ts' ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] : [];
  return { entry, execArgv: [...loader, `--max-old-space-size=${heapMb}`] };
}

/** Resident memory of a process in MB, from /proc (Linux); undefined elsewhere. */
function residentMb(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

const MEMORY_SIGNALS: ReadonlySet<string> = new Set(['SIGABRT', 'SIGTRAP', 'SIGKILL']);

function exitMessage(worker: Worker, exit: Exit): string {
  if (worker.stoppedFor === 'timeout') return isolatedReaderMessages.timedOut;
  // V8 aborts on a full heap; the kernel's OOM killer and our own watchdog send SIGKILL.
  if (worker.stoppedFor === 'memory' || (exit.signal !== null && MEMORY_SIGNALS.has(exit.signal)) || exit.code === 134 || /out of memory|heap limit/i.test(worker.stderrTail)) {
    return isolatedReaderMessages.outOfMemory;
  }
  return isolatedReaderMessages.crashed;
}

function replyError(error: { name: string; message: string }): Error {
  if (error.name === 'DocumentReadError') return new DocumentReadError(error.message);
  const rebuilt = new Error(error.message);
  rebuilt.name = error.name;
  return rebuilt;
}

/**
 * The local reader in a worker process with a memory limit, so that a file bomb fails its own
 * document and never the process serving the API. Reads run one at a time in one reused worker
 * (its OCR engine takes ~1 s to start); a worker that dies fails only the read it was doing and is
 * started again for the next one.
 */
export class IsolatedReader implements DocumentReader {
  readonly engine = 'local';
  private readonly limits: ReadLimits;
  private readonly memory: WorkerMemoryLimits;
  private readonly killAfterMs: number;
  private readonly memoryPollMs: number;
  private worker: Worker | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private nextId = 1;

  constructor(options: IsolatedReaderOptions = {}) {
    this.limits = { ...defaultReadLimits, ...options.limits };
    this.memory = { ...defaultWorkerMemoryLimits, ...options.memory };
    this.killAfterMs = options.killAfterMs ?? this.limits.timeoutMs + 10_000;
    this.memoryPollMs = options.memoryPollMs ?? 200;
  }

  /** The worker's process id, while one runs. */
  get workerPid(): number | undefined {
    return this.worker?.child.pid;
  }

  read(input: ReadInput): Promise<ReaderOutput> {
    const run = this.queue.then(() => this.readInWorker(input));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Stops the worker (tests, CLI); the next read starts a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (!worker) return;
    worker.child.kill('SIGKILL');
    await worker.exited;
  }

  private start(): Worker {
    const { entry, execArgv } = workerCommand(this.memory.maxHeapMb);
    const child = fork(entry, [], {
      execArgv,
      env: { ...process.env, NODE_OPTIONS: '', FAIRBILL_READ_LIMITS: JSON.stringify(this.limits) },
      serialization: 'advanced',
      // stdout is unused; stderr is kept (a few KB) to tell a full heap from other crashes.
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    killOnExit(child);
    const exited = new Promise<Exit>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    const worker: Worker = {
      child,
      exited,
      stderrTail: '',
      ready: new Promise<void>((resolve, reject) => {
        const onReady = (message: ReadReply) => {
          if ('ready' in message) {
            child.off('message', onReady);
            resolve();
          }
        };
        child.on('message', onReady);
        void exited.then(() => reject(new Error(`The reader worker could not start: ${worker.stderrTail.slice(-1_000)}`)));
        child.once('error', reject);
      }),
    };
    worker.ready.catch(() => undefined);
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (text: string) => {
      worker.stderrTail = (worker.stderrTail + text).slice(-4_000);
    });
    // Never keep the process alive for an idle worker; a read in flight holds it (see readInWorker).
    (child.stderr as { unref?: () => void } | null)?.unref?.();
    void exited.then(() => {
      if (this.worker === worker) this.worker = undefined;
    });
    this.worker = worker;
    return worker;
  }

  private async readInWorker(input: ReadInput): Promise<ReaderOutput> {
    const request: ReadRequest = { id: this.nextId++, input };
    const outcome = await this.readOnce(request);
    // A worker found dead before it took the document (it died idle): that is not this document's doing.
    return outcome.notReceived ? (await this.readOnce(request)).read : outcome.read;
  }

  private async readOnce(request: ReadRequest): Promise<{ read: Promise<ReaderOutput>; notReceived: boolean }> {
    const current = this.worker;
    const worker = current && current.child.exitCode === null && current.child.signalCode === null ? current : this.start();
    const { child } = worker;
    child.ref();
    child.channel?.ref();
    try {
      await worker.ready;
      let received = false;
      const read = this.exchange(worker, request, () => (received = true));
      await read.catch(() => undefined);
      return { read, notReceived: !received && (child.exitCode !== null || child.signalCode !== null) && worker.stoppedFor === undefined };
    } finally {
      child.unref();
      child.channel?.unref();
    }
  }

  /** One request, one reply: or the worker's death, whatever stopped it, fails this read alone. */
  private exchange(worker: Worker, request: ReadRequest, onReceived: () => void): Promise<ReaderOutput> {
    const { child } = worker;
    return new Promise<ReaderOutput>((resolve, reject) => {
      const stop = (reason: 'memory' | 'timeout') => {
        worker.stoppedFor ??= reason;
        child.kill('SIGKILL');
      };
      const timer = setTimeout(() => stop('timeout'), this.killAfterMs);
      const pid = child.pid;
      const watch = setInterval(() => {
        const rss = pid === undefined ? undefined : residentMb(pid);
        if (rss !== undefined && rss > this.memory.maxRssMb) stop('memory');
      }, this.memoryPollMs);
      // Listeners, not promise callbacks: nothing of this read (its bytes) outlives it.
      const settle = () => {
        clearTimeout(timer);
        clearInterval(watch);
        child.off('message', onMessage);
        child.off('exit', onExit);
      };
      const onMessage = (reply: ReadReply) => {
        if ('ready' in reply || reply.id !== request.id) return;
        if ('received' in reply) {
          onReceived();
          return;
        }
        settle();
        if (reply.ok) resolve(reply.output);
        else reject(replyError(reply.error));
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
        settle();
        reject(new DocumentReadError(exitMessage(worker, { code, signal })));
      };
      child.on('message', onMessage);
      child.on('exit', onExit);
      if (child.exitCode !== null || child.signalCode !== null) {
        onExit(child.exitCode, child.signalCode);
        return;
      }
      child.send(request, (error) => {
        // The worker died as the request left: its exit rejects this read.
        if (error) child.kill('SIGKILL');
      });
    });
  }
}
