// A TCP load balancer on loopback in front of the gateway copies, as a Kubernetes Service or a cloud
// load balancer would be: it probes GET /readyz of each copy every 200 ms and gives each new client
// connection to a ready copy (round robin); a copy that answers 503 (draining) or nothing gets no new
// connections. Connections are passed through byte for byte: a reset by a gateway reaches the
// client as a reset. A connect that is refused is tried on the next copy (nothing was sent yet).
import http from 'node:http';
import net from 'node:net';

export interface Backend {
  name: string;
  port: number;
}

export class Balancer {
  private server: net.Server | null = null;
  private readonly ready = new Map<string, boolean>();
  private probeTimer: NodeJS.Timeout | null = null;
  private next = 0;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly backends: Backend[]) {}

  isReady(name: string): boolean {
    return this.ready.get(name) === true;
  }

  async start(): Promise<number> {
    await this.probeAll();
    this.probeTimer = setInterval(() => void this.probeAll(), 200);
    this.server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this.port;
  }

  async stop(): Promise<void> {
    if (this.probeTimer) clearInterval(this.probeTimer);
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async probeAll(): Promise<void> {
    await Promise.all(
      this.backends.map(async (b) => {
        this.ready.set(b.name, await probe(b.port));
      }),
    );
  }

  /** Ready copies first (round robin), then the others: with none ready, clients see what a copy says. */
  private order(): Backend[] {
    const start = this.next++ % this.backends.length;
    const rotated = [...this.backends.slice(start), ...this.backends.slice(0, start)];
    return [...rotated.filter((b) => this.isReady(b.name)), ...rotated.filter((b) => !this.isReady(b.name))];
  }

  private accept(client: net.Socket): void {
    client.pause();
    this.sockets.add(client);
    client.on('close', () => this.sockets.delete(client));
    client.on('error', () => undefined);
    const candidates = this.order();
    const attempt = (i: number) => {
      const backend = candidates[i];
      if (!backend) {
        client.resetAndDestroy();
        return;
      }
      const upstream = net.connect(backend.port, '127.0.0.1');
      this.sockets.add(upstream);
      upstream.on('close', () => this.sockets.delete(upstream));
      let connected = false;
      upstream.once('connect', () => {
        connected = true;
        client.pipe(upstream);
        upstream.pipe(client);
        client.resume();
      });
      upstream.on('error', (err: NodeJS.ErrnoException) => {
        if (!connected && err.code === 'ECONNREFUSED') {
          attempt(i + 1);
          return;
        }
        if (!client.destroyed) client.resetAndDestroy();
      });
      client.on('error', () => upstream.destroy());
      client.on('close', () => upstream.destroy());
    };
    attempt(0);
  }
}

function probe(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/readyz', timeout: 500, agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(false));
  });
}
