import type { OutboxMessage } from '@monsoon/contracts/dev';
import type { OutboxRow } from './outbox.repository.ts';

/** An outbox row on the wire. */
export const presentOutboxMessage = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  channel: row.channel === 'email' ? 'email' : 'sms',
  recipient: row.recipient,
  purpose: row.purpose,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});
