import type { AnnouncementTexts } from './demo-content-texts.ts';

/** English announcement texts of the demo merchant (the source the other languages translate). */
export const announcementsEN: AnnouncementTexts = {
  banners: {
    'home-welcome': '100% Welcome Bonus on your first deposit',
    'home-slots': 'Slots Festival: 50 free spins every day',
    'home-lottery': 'Daily lottery draws every 5 minutes',
    rng: 'Spin the Storm: hundreds of slots and jackpots',
    live: 'Live Casino: real dealers, real wins',
    fish: 'Fishing games: reel in the big catch',
    pvp: 'Card games: play your best hand',
    sports: 'Sportsbook: every match, better odds',
    esports: 'Esports Arena: bet on tournaments live',
    lott: 'Lottery: your lucky numbers await',
    down: 'Get the Monsoon Demo app for iOS and Android',
    promotion: 'Rewards Rain: 10% cashback every week',
    shop: 'Points Mall: turn your points into rewards',
    help: 'Help Centre: we are here 24/7',
  },
  notices: {
    maintenance: {
      title: 'Scheduled maintenance every Tuesday 02:00–04:00 (GMT+8)',
      content:
        '<p>Dear players,</p>' +
        '<p>To keep Monsoon Demo fast and secure, we carry out routine system maintenance <b>every Tuesday from 02:00 to 04:00 (GMT+8)</b>.</p>' +
        '<p>During this window:</p>' +
        '<ul><li>Deposits and withdrawals are paused.</li><li>Some game lobbies may be unavailable.</li><li>Open bets are settled as normal once the maintenance ends.</li></ul>' +
        '<p>We apologise for any inconvenience and thank you for your patience.</p>',
    },
    'new-games': {
      title: 'New games from Monsoon Studio now live',
      content:
        '<p>Twenty new titles have just landed in the lobby!</p>' +
        '<ul><li><b>Slots:</b> 12 new video slots with free-spin features and progressive jackpots.</li><li><b>Fishing:</b> 3 new multiplayer fishing arenas.</li><li><b>Card games:</b> 5 new tables for poker and baccarat fans.</li></ul>' +
        '<p>Try them for free in demo mode, or log in and play for real. Look for the <b>HOT</b> tag in the game list.</p>',
    },
    'deposit-methods': {
      title: 'Instant e-wallet deposits are now available',
      content:
        '<p>We have added new ways to top up your wallet:</p>' +
        '<ul><li><b>E-wallet</b>: credited instantly, from P100.</li><li><b>QR bank transfer</b>: credited within 5 minutes.</li><li><b>Online banking</b>: credited within 30 minutes.</li></ul>' +
        '<p>Open <b>My Wallet → Deposit</b> to choose a method. Deposits are free of charge; Monsoon Demo never asks you to send money to a personal account.</p>',
    },
    'responsible-gaming': {
      title: 'Play responsibly: set your own limits',
      content:
        '<p>Gaming should always be fun. You can set <b>daily, weekly or monthly deposit limits</b> and session reminders in the member centre at any time.</p>' +
        '<p>If you need a break, ask our customer service for a cooling-off period (24 hours to 6 weeks) or self-exclusion (6 months or longer).</p>' +
        '<p>Players must be <b>18 or older</b>. Read more in our Responsible Gaming page in the Help Centre.</p>',
    },
    vip: {
      title: 'VIP programme: climb the levels, unlock the rewards',
      content:
        '<p>Every bet brings you closer to the next VIP level. Members are upgraded automatically each month.</p>' +
        '<ul><li>Higher weekly cashback at every level.</li><li>Birthday and level-up bonuses.</li><li>Faster withdrawals with higher daily limits.</li><li>From <b>VIP5</b>: a dedicated VIP service channel.</li></ul>' +
        '<p>Check your level and progress in the member centre.</p>',
    },
  },
  popups: {
    welcome: {
      title: 'Welcome to Monsoon Demo',
      content:
        '<p>Welcome! Monsoon Demo is the showcase site of the Monsoon platform: slots, live casino, sports, lottery and more, all in one place.</p>' +
        '<p><b>New here?</b> Register in less than a minute and claim a <b>100% welcome bonus</b> on your first deposit.</p>' +
        '<p>Prefer to look around first? Every slot can be played for free in demo mode.</p>',
    },
    'first-login': {
      title: 'Three steps to get started',
      content:
        '<p>Thank you for joining Monsoon Demo! Before you play, please take a minute to:</p>' +
        '<ol><li>Set a <b>withdrawal password</b> in the Security Centre.</li><li>Add and verify your <b>mobile number</b>.</li><li>Add a bank account or e-wallet for withdrawals.</li></ol>' +
        '<p>Then make your first deposit and your welcome bonus is credited automatically.</p>',
    },
    'welcome-back': {
      title: 'Welcome back! Your daily rewards are waiting',
      content:
        "<p>Good to see you again. Open the <b>Reward Centre</b> to claim today's check-in reward and see the missions you can complete this week.</p>" +
        '<p>Rewards not claimed within 7 days expire.</p>',
    },
    'weekly-cashback': {
      title: 'Weekly cashback is credited every Monday',
      content:
        "<p>Your cashback for last week's play is credited <b>every Monday by 12:00 (GMT+8)</b>.</p>" +
        '<ul><li>Up to <b>10%</b> of net losses, depending on your VIP level.</li><li>Only <b>1x</b> turnover before withdrawal.</li></ul>' +
        '<p>See <b>Bonus Details</b> in the member centre for your history.</p>',
    },
    'slots-tournament': {
      title: 'Slots tournament: P100,000 prize pool',
      content:
        '<p>Spin any Monsoon Studio slot this month to climb the leaderboard. Every P1 bet earns one point.</p>' +
        '<p>The top <b>100 players</b> share a prize pool of <b>P100,000</b>, paid within 3 days after the tournament ends.</p>',
    },
    'refer-friend': {
      title: 'Invite friends and earn together',
      content:
        '<p>Share your personal invitation link from the <b>Invite Friends</b> page.</p>' +
        '<p>When a friend registers and deposits at least P500, you both receive <b>P100</b>. There is no limit on how many friends you can invite.</p>',
    },
    'verify-mobile': {
      title: 'Verify your mobile number for faster withdrawals',
      content:
        '<p>Members with a verified mobile number get withdrawals processed first and can reset their password by SMS.</p>' +
        '<p>Go to <b>My Account → Security Centre</b> and verify your number in a few seconds.</p>',
    },
    'security-tips': {
      title: 'Keep your account safe',
      content:
        '<p>Monsoon Demo staff will <b>never</b> ask for your password, withdrawal password or SMS codes.</p>' +
        '<ul><li>Use a password you do not use anywhere else.</li><li>Log out when you use a shared device.</li><li>Only use the official site address and app.</li></ul>' +
        '<p>If you notice anything unusual, contact customer service straight away.</p>',
    },
  },
  promotions: {
    'welcome-bonus': {
      title: '100% First Deposit Bonus up to P5,000',
      content:
        '<p>Double your first deposit! Deposit at least <b>P200</b> and receive a 100% bonus up to <b>P5,000</b>.</p>' +
        '<ul><li>For new members, once per account, household and device.</li><li>The deposit plus bonus must be wagered <b>15 times</b> before withdrawal.</li><li>Slots count 100%; live casino and sports count 20%.</li></ul>',
    },
    'weekly-cashback': {
      title: 'Rewards Rain: up to 10% weekly cashback',
      content:
        '<p>Every Monday we return up to <b>10%</b> of your net losses from the previous week.</p>' +
        '<ul><li>VIP0–VIP2: 5% · VIP3–VIP5: 8% · VIP6 and above: 10%.</li><li>Minimum cashback P20, maximum P20,000 per week.</li><li>1x turnover before withdrawal.</li></ul>',
    },
    'slots-festival': {
      title: 'Slots Festival: 50 free spins every day',
      content:
        '<p>Deposit <b>P500</b> or more in a day and get <b>50 free spins</b> on the featured Monsoon Studio slot the next day.</p>' +
        '<ul><li>Free spins are valid for 24 hours.</li><li>Winnings from free spins must be wagered 10 times.</li></ul>',
    },
    'points-mall': {
      title: 'Points Mall: turn points into rewards',
      content:
        '<p>Earn points every time you deposit and play. Points never expire.</p>' +
        '<p>Redeem them in the <b>Points Mall</b> for bonus credit, free spins and gift cards, or convert them into your wallet balance.</p>',
    },
  },
};
