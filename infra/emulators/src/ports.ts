import { createServer } from 'node:net';
import { LOCAL_HOST } from './config';

/** True when nothing listens on the port (we could bind it ourselves). */
export function isPortFree(port: number, host = LOCAL_HOST): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** `count` distinct free ports (held open together so the OS cannot hand out one twice). */
export async function findFreePorts(count: number, host = LOCAL_HOST): Promise<number[]> {
  const servers = await Promise.all(
    Array.from({ length: count }, () => {
      const server = createServer();
      return new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
        server.once('error', reject);
        server.listen({ port: 0, host, exclusive: true }, () => resolve(server));
      });
    }),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
  return ports;
}
