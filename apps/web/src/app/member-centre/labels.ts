import type { MemberCentrePage } from '@/config/paths';

/** The menu label key of each page (product spec §2, "menu label key to page"). */
export const memberCentreLabelKeys = {
  securityCenter: 'in_my_account',
  transferFund: 'in_my_wallet',
  depositv2: 'in_increase_deposit',
  withdraw: 'in_increase_withdrawal',
  transferUpline: 'in_transfer_upline',
  personalHistoryCopy: 'in_betting_record',
  transactionHistory: 'in_account_record',
  personalProfit: 'in_personal_loss',
  bonusDetails: 'in_bonus_details',
  rewardCenter: 'in_reward_center',
  referral: 'invite_friends',
  missionLeaderboard: 'mission_activity',
  messageV2: 'in_platform_information',
  manualRebate: 'manual_rebate',
} as const satisfies Record<MemberCentrePage, string>;
