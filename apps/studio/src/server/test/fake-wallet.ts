import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { verifySignature } from '@monsoon/contracts/provider/signature';
import type { WalletAnswer } from '@monsoon/contracts/provider/wallet';

/** How the peer treats one incoming call. */
export type Behaviour = 'ok' | 'drop' | 'http500' | 'internal' | 'slow';

export interface RecordedCall {
  action: string;
  raw: string;
  body: Record<string, unknown>;
  signatureOk: boolean;
  behaviour: Behaviour;
}

/**
 * A small real HTTP server playing the Monsoon wallet for the studio's tests: idempotent by
 * transactionId (stored answers replayed, rejections included), with scripted failures.
 */
export class FakeWallet {
  readonly calls: RecordedCall[] = [];
  /** Behaviours of the next calls, in order; then `ok`. */
  plan: Behaviour[] = [];
  /** While true every call's connection is dropped (the server is "down"). */
  down = false;
  balance = 100_000;
  currency = 'CNY';
  readonly players = new Map<string, string>([['tok-1', 'P1']]);
  slowMs = 1_000;
  private readonly journal = new Map<string, WalletAnswer>();
  private readonly sockets = new Set<Socket>();
  private server: Server | undefined;
  private port = 0;

  constructor(private readonly secret: string) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address && typeof address === 'object') this.port = (address satisfies AddressInfo).port;
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = undefined;
  }

  callsOf(action: string): RecordedCall[] {
    return this.calls.filter((c) => c.action === action);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(Buffer.from(chunk));
    const raw = Buffer.concat(chunks).toString('utf8');
    const action = (req.url ?? '').split('/').pop() ?? '';
    const behaviour: Behaviour = this.down ? 'drop' : (this.plan.shift() ?? 'ok');
    const signatureOk = verifySignature(
      this.secret,
      String(req.headers['x-timestamp']),
      String(req.headers['x-signature']),
      raw,
    );
    const parsed: unknown = JSON.parse(raw);
    const body: Record<string, unknown> =
      typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
    this.calls.push({ action, raw, body, signatureOk, behaviour });
    if (behaviour === 'drop') {
      req.socket.destroy();
      return;
    }
    if (behaviour === 'http500')
      return this.reply(res, 500, {
        status: 'INTERNAL_ERROR',
        balance: 0,
        currency: this.currency,
      });
    if (behaviour === 'internal')
      return this.reply(res, 200, {
        status: 'INTERNAL_ERROR',
        balance: 0,
        currency: this.currency,
      });
    const answer = signatureOk
      ? this.apply(action, body)
      : { status: 'INVALID_SIGNATURE' as const, balance: 0, currency: this.currency };
    if (behaviour === 'slow') await new Promise((resolve) => setTimeout(resolve, this.slowMs));
    this.reply(res, signatureOk ? 200 : 401, answer);
  }

  private apply(action: string, body: Record<string, unknown>): WalletAnswer {
    const base = { balance: this.balance, currency: this.currency };
    if (action === 'authenticate') {
      const playerId = this.players.get(String(body.token));
      return playerId
        ? { status: 'OK', ...base, playerId, language: 'EN' }
        : { status: 'INVALID_TOKEN', ...base };
    }
    const id = String(body.transactionId);
    const stored = this.journal.get(id);
    if (stored) return stored;
    const amount = Number(body.amount ?? 0);
    let answer: WalletAnswer;
    if (action === 'bet' && amount > this.balance) {
      answer = { status: 'INSUFFICIENT_FUNDS', ...base };
    } else {
      if (action === 'bet') this.balance -= amount;
      if (action === 'win') this.balance += amount;
      answer = {
        status: 'OK',
        balance: this.balance,
        currency: this.currency,
        transactionId: `J-${id}`,
      };
    }
    this.journal.set(id, answer);
    return answer;
  }

  private reply(res: ServerResponse, status: number, answer: WalletAnswer): void {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer));
  }
}
