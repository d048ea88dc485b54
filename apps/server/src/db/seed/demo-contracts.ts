/**
 * The operator's top-level contracts of the demo agent (decision 0068): agent01 may offer contracts of
 * every kind to its downlines below these rates. Terms as `agent_contracts.terms` stores them: minBase
 * in minor units, rates in basis points.
 */
export const demoContracts = {
  holder: 'agent01',
  contracts: [
    {
      kind: 'realtime',
      terms: {
        tiers: [{ minBase: '0', minActiveMembers: 0, rateBp: 100 }],
        period: null,
        base: 'single',
      },
    },
    {
      kind: 'hourly',
      terms: {
        tiers: [{ minBase: '0', minActiveMembers: 0, rateBp: 20 }],
        period: null,
        base: null,
      },
    },
    {
      kind: 'daily',
      terms: {
        tiers: [
          { minBase: '0', minActiveMembers: 0, rateBp: 50 },
          { minBase: '1000000', minActiveMembers: 3, rateBp: 80 },
        ],
        period: null,
        base: null,
      },
    },
    {
      kind: 'dividend',
      terms: {
        tiers: [
          { minBase: '0', minActiveMembers: 0, rateBp: 2000 },
          { minBase: '5000000', minActiveMembers: 5, rateBp: 3000 },
        ],
        period: 'weekly',
        base: null,
      },
    },
  ],
} as const;
