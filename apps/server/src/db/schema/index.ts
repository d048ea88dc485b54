export * from './merchants.ts';
export * from './members.ts';
export * from './sessions.ts';
export * from './verification.ts';
export * from './content.ts';
export * from './ledger.ts';
export * from './catalogue.ts';
export * from './lottery.ts';
