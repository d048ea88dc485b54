/** The demo accounts (README lists them). `type` 1 is an agent; newbie01 must change its password. */
export const demoMembers = [
  { username: 'agent01', password: 'Agent123', nickname: 'Agent One', type: 1, upline: null, affiliateCode: 'AGENT01', vip: 5, mobile: '9170000001' },
  { username: 'player01', password: 'Player123', nickname: 'Player One', type: 0, upline: 'agent01', affiliateCode: null, vip: 2, mobile: '9170000002' },
  { username: 'player02', password: 'Player123', nickname: 'Player Two', type: 0, upline: 'agent01', affiliateCode: null, vip: 0, mobile: '9170000003' },
  { username: 'newbie01', password: '123456', nickname: 'Newbie', type: 0, upline: null, affiliateCode: null, vip: 0, mobile: null },
] as const;
