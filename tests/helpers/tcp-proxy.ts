/**
 * A TCP proxy in front of the test PostgreSQL server that can play a database that is away
 * (every connection refused and the open ones cut) or frozen (connections accepted, bytes held,
 * as with a SIGSTOPped server whose kernel still completes the handshake).
 */
import net from 'node:net';

export type ProxyMode = 'pass' | 'frozen' | 'away';

export interface TcpProxy {
  port: number;
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
}

function freeze(pair: { client: net.Socket; upstream: net.Socket }) {
  pair.client.pause();
  pair.upstream.pause();
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();

  const server = net.createServer((client) => {
    if (mode === 'away') {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
    if (mode === 'frozen') freeze(pair);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    port: (server.address() as net.AddressInfo).port,
    setMode(next) {
      mode = next;
      for (const pair of pairs) {
        if (next === 'away') {
          pair.client.destroy();
          pair.upstream.destroy();
        } else if (next === 'frozen') freeze(pair);
        else {
          pair.client.resume();
          pair.upstream.resume();
        }
      }
    },
    async close() {
      for (const pair of pairs) {
        pair.client.destroy();
        pair.upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
