/**
 * Test helper: a TCP proxy in front of a server (PostgreSQL) that can freeze — accept connections
 * and bytes but pass nothing on either way, as a server stopped with SIGSTOP does — and thaw,
 * passing on what it held; or pass everything on late, as a distant or busy server answers.
 */
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export class FreezableProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  private frozen = false;
  /** how long each chunk waits before it is passed on, each way */
  private delayMs = 0;
  /** bytes held while frozen, with where they go */
  private held: { to: Socket; data: Buffer }[] = [];

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  get listenPort() {
    return (this.server!.address() as AddressInfo).port;
  }

  async start() {
    this.server = createServer((client) => {
      const upstream = connect(this.port, this.host);
      const forward = (from: Socket, to: Socket) =>
        from.on('data', (data: Buffer) => {
          if (this.frozen) this.held.push({ to, data });
          else if (this.delayMs)
            setTimeout(() => to.write(data), this.delayMs); // equal delays keep the order
          else to.write(data);
        });
      forward(client, upstream);
      forward(upstream, client);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => {});
      }
      client.on('close', () => upstream.destroy());
      upstream.on('close', () => client.destroy());
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  /** Holds every byte from now on, both ways, on open and new connections. */
  freeze() {
    this.frozen = true;
  }

  /** Passes every chunk on `ms` late, each way (a round trip costs twice that more). */
  delay(ms: number) {
    this.delayMs = ms;
  }

  /** Passes on what was held, then forwards again. */
  thaw() {
    this.frozen = false;
    for (const { to, data } of this.held.splice(0)) if (!to.destroyed) to.write(data);
  }

  async stop() {
    for (const s of this.sockets) s.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}
