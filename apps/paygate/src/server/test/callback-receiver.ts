import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { verifyCallback } from '@monsoon/contracts/psp/signature';
import type { PspCallback } from '@monsoon/contracts/psp/callbacks';

/** How the receiver treats one delivery: acknowledge, drop the connection, HTTP 500, or never answer. */
export type Behaviour = 'ack' | 'drop' | 'http500' | 'hang';

export interface Received {
  at: number;
  raw: string;
  /** The verdict of the contract's verifyCallback with the receiver's secret. */
  verdict: ReturnType<typeof verifyCallback>;
  behaviour: Behaviour;
}

/**
 * A real `node:http` server playing the merchant's callback endpoint (the Monsoon server later):
 * follows a scripted plan, then acknowledges only callbacks whose signature and body verify.
 */
export class CallbackReceiver {
  readonly received: Received[] = [];
  /** Behaviours of the next deliveries, in order; then `ack`. */
  plan: Behaviour[] = [];
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;

  constructor(private readonly secret: string) {}

  /** Starts listening; answers the callback URL. */
  async start(port = 0): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    const address = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}/psp/callback`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = undefined;
  }

  /** Deliveries this receiver acknowledged with HTTP 200. */
  acknowledged(): PspCallback[] {
    return this.received.flatMap((r) =>
      r.behaviour === 'ack' && r.verdict.ok ? [r.verdict.callback] : [],
    );
  }

  /** Every delivery that carried this event. */
  deliveriesOf(eventId: string): Received[] {
    return this.received.filter((r) => r.verdict.ok && r.verdict.callback.eventId === eventId);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(Buffer.from(chunk as Buffer));
    const raw = Buffer.concat(chunks).toString('utf8');
    const behaviour = this.plan.shift() ?? 'ack';
    const verdict = verifyCallback(
      this.secret,
      String(req.headers['x-timestamp']),
      String(req.headers['x-signature']),
      raw,
    );
    this.received.push({ at: Date.now(), raw, verdict, behaviour });
    if (behaviour === 'drop') return void req.socket.destroy();
    if (behaviour === 'hang') return; // never answers: the sender's timeout ends the attempt
    if (behaviour === 'http500') return void res.writeHead(500).end('busy');
    res.writeHead(verdict.ok ? 200 : 401).end();
  }
}
