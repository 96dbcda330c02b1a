import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The lowest port the kernel hands out by itself (`ip_local_port_range`): to a socket bound to port 0 and to the source
 * of every outgoing connection. A port below it is taken only by a process that names it.
 */
function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 20_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

const EPHEMERAL_LOW = ephemeralLow();

/** Whether `port` can be listened on at loopback now (0: any), and the port it got. */
const tryListen = (port: number): Promise<number | null> =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });

/**
 * A TCP port free on loopback right now, for a process started with it (for servers that cannot bind port 0 themselves).
 * Picked at random below the kernel's ephemeral range: a port of that range, free when checked, was now and then taken
 * before the process listened on it, by a socket bound to port 0 or an outgoing connection of another test file (a CI
 * run's platform failed to start with EADDRINUSE). Falls back to a port the kernel picks.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await tryListen(randomInt(10_000, EPHEMERAL_LOW));
    if (port !== null) return port;
  }
  return (await tryListen(0))!;
}
