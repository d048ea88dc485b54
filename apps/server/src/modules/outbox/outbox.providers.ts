import type { Clock } from '@/lib/clock.ts';
import type { OutboxRepository } from './outbox.repository.ts';

/** Sends a text message to `+<dialling code><number>`. */
export interface SmsProvider {
  send(merchantId: number, recipient: string, purpose: string, text: string): Promise<void>;
}

/** Sends an e-mail to an address. */
export interface EmailProvider {
  send(merchantId: number, recipient: string, purpose: string, text: string): Promise<void>;
}

/**
 * The outbox: the only SMS and e-mail provider. Messages are written to `outbox_messages`, where a
 * developer (GET /dev/outbox) and the e2e tests read them; a real gateway would drain this table.
 */
export function createOutbox(repo: OutboxRepository, clock: Clock) {
  const provider = (channel: 'sms' | 'email') => ({
    async send(
      merchantId: number,
      recipient: string,
      purpose: string,
      text: string,
    ): Promise<void> {
      await repo.insert({
        merchantId,
        channel,
        recipient,
        purpose,
        body: text,
        createdAt: clock.now(),
      });
    },
  });
  const sms: SmsProvider = provider('sms');
  const email: EmailProvider = provider('email');
  return {
    sms,
    email,
    /** Newest messages of a merchant (dev call). */
    listNewest: repo.listNewest,
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
