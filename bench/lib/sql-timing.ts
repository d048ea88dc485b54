// Where a server code path spends its database time: a Drizzle handle whose `execute` calls (and those of
// the transactions it opens) are timed and counted per kind of statement, named by the statement's
// first words. Wrapping costs a `performance.now()` pair per statement; the code under test is unchanged.

/** Time and count of one kind of statement (or of whole transactions). */
export interface Timing {
  count: number;
  ms: number;
}

/** Statement kinds by what they start with or contain; anything else is named by its first words. */
const KINDS: readonly [RegExp, string][] = [
  [/with plays as/i, 'team rounds (real-time earnings query)'],
  [/with x as \( select \* from unnest/i, 'write earnings + accruals'],
  [/from member_tree t join member_day_totals/i, 'team days (daily earnings query)'],
  [/from wager_facts f join member_tree/i, 'team facts (hourly earnings query)'],
  [/insert into contract_earnings/i, 'insert contract_earnings'],
  [/insert into accruals/i, 'insert accruals'],
  [/update accruals/i, 'claim accruals (update … skip locked)'],
  [/ledger_post\(|from ledger_post/i, 'ledger_post (one payout journal)'],
  [/insert into settlement_items/i, 'insert settlement_items'],
  [/select id from accounts/i, 'account ids'],
  [/select beneficiary_id/i, 'beneficiaries page'],
  [/from agent_contracts where merchant_id/i, 'contracts in force'],
  [/update settlement_runs/i, 'close run'],
];

/** The statement's leading text (Drizzle keeps it in its first string chunk). */
function leadingText(query: unknown): string {
  if (typeof query !== 'object' || query === null || !('queryChunks' in query)) return '?';
  const chunks = query.queryChunks;
  if (!Array.isArray(chunks)) return '?';
  const first: unknown = chunks[0];
  if (typeof first === 'object' && first !== null && 'value' in first && Array.isArray(first.value))
    return first.value.join('').replace(/\s+/g, ' ').trim();
  return '?';
}

const kindOf = (query: unknown): string => {
  const text = leadingText(query);
  for (const [pattern, name] of KINDS) if (pattern.test(text)) return name;
  return text.split(' ').slice(0, 6).join(' ');
};

/** A copy of a profile at one moment. */
export type Snapshot = [string, Timing][];

/**
 * A profile: statements by kind, and transactions whole (BEGIN to COMMIT). `watch` names kinds whose
 * first statement marks a phase: the moment it starts and the profile until then are kept.
 */
export function createSqlTimings(watch: readonly string[] = []) {
  const byKind = new Map<string, Timing>();
  const firsts = new Map<string, { at: number; before: Snapshot }>();
  const rows = (): Snapshot =>
    [...byKind]
      .map(([k, t]): [string, Timing] => [k, { ...t }])
      .sort(([, a], [, b]) => b.ms - a.ms);
  const add = (kind: string, ms: number) => {
    const t = byKind.get(kind) ?? { count: 0, ms: 0 };
    t.count += 1;
    t.ms += ms;
    byKind.set(kind, t);
  };

  /** `db` with its `execute` and `transaction` timed (transactions hand out a timed `tx`). */
  function wrap<T extends object>(db: T): T {
    return new Proxy(db, {
      get(target, prop) {
        const value: unknown = Reflect.get(target, prop, target);
        if (typeof value !== 'function') return value;
        if (prop === 'execute')
          return async (query: unknown) => {
            const kind = kindOf(query);
            const started = performance.now();
            if (watch.includes(kind) && !firsts.has(kind))
              firsts.set(kind, { at: started, before: rows() });
            try {
              return await Reflect.apply(value, target, [query]);
            } finally {
              add(kind, performance.now() - started);
            }
          };
        if (prop === 'transaction')
          return async (fn: (tx: object) => Promise<unknown>, config?: unknown) => {
            const started = performance.now();
            try {
              return await Reflect.apply(value, target, [(tx: object) => fn(wrap(tx)), config]);
            } finally {
              add('transactions (whole, BEGIN … COMMIT)', performance.now() - started);
            }
          };
        return value.bind(target);
      },
    });
  }

  return {
    wrap,
    /** The kinds seen so far, longest first. */
    rows,
    /** When the first statement of a watched kind started, and the profile before it. */
    first: (kind: string) => firsts.get(kind),
  };
}
