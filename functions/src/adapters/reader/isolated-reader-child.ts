import { type ReaderOutput, type ReadInput } from '../../domain/reading/ports';
import type { ReadLimits } from './limits';
import { LocalReader } from './local-reader';
import { DocumentReadError } from '../../domain/errors';

// The worker process of IsolatedReader: the same LocalReader, one read at a time, over IPC. It
// writes nothing to stdout or stderr itself: file contents must never reach a log.

export type ReadRequest = { id: number; input: ReadInput };
export type ReadReply =
  | { id: number; received: true }
  | { id: number; ok: true; output: ReaderOutput }
  | { id: number; ok: false; error: { name: string; message: string } }
  | { ready: true };

const send = (reply: ReadReply): void => {
  process.send?.(reply);
};

const limits = JSON.parse(process.env['FAIRBILL_READ_LIMITS'] ?? '{}') as Partial<ReadLimits>;
const reader = new LocalReader(limits);

process.on('message', (request: ReadRequest) => {
  // Before any work: a worker that dies from here on died reading this document.
  send({ id: request.id, received: true });
  void reader.read(request.input).then(
    (output) => send({ id: request.id, ok: true, output }),
    (error: unknown) => {
      const known = error instanceof DocumentReadError;
      send({
        id: request.id,
        ok: false,
        error: {
          name: error instanceof Error ? error.name : 'Error',
          // Only our own messages (written for users) cross; a library's may quote the file.
          message: known ? error.message : 'The document could not be read.',
        },
      });
    },
  );
});

// Ctrl-C reaches every process of the terminal's group: the parent decides when we stop (it lets
// reads in flight finish first), and it kills us on its way out.
process.on('SIGINT', () => undefined);

// The parent is gone (any death, SIGKILL included, closes the IPC channel): so are we.
process.on('disconnect', () => {
  setTimeout(() => process.exit(0), 2_000).unref();
  void reader.close().finally(() => process.exit(0));
});

send({ ready: true });
