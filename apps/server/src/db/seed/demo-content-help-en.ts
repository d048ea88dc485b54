import type { HelpTexts } from './demo-content-texts.ts';

/** English help-centre topics of the demo merchant (the source the other languages translate). */
export const helpEN: HelpTexts = {
  about: {
    title: 'About Monsoon Demo',
    content:
      '<p>Monsoon Demo is the demonstration brand of the Monsoon gaming platform. It shows everything an operator can offer: slots, live casino, fishing games, card games, sports and esports betting, lottery, promotions and a points mall.</p>' +
      '<p>Our games come from Monsoon Studio and partner studios. Every game result is produced by a certified random number generator or, for live games, by real dealers streamed in real time.</p>' +
      '<p>We serve players across Southeast Asia in seven languages, with customer service available 24 hours a day.</p>',
  },
  term: {
    title: 'Terms and Conditions',
    content:
      '<p>These terms apply to everyone who registers or plays on Monsoon Demo. By opening an account you confirm that you have read and accepted them.</p>' +
      '<ol>' +
      '<li><b>Eligibility.</b> You must be at least 18 years old and allowed to take part in online gaming where you live.</li>' +
      '<li><b>One account per person.</b> Each person, household, device and payment method may hold only one account. Duplicate accounts are closed and their bonuses cancelled.</li>' +
      '<li><b>Your account.</b> You are responsible for keeping your password and withdrawal password secret and for all activity on your account.</li>' +
      '<li><b>Deposits and withdrawals.</b> Funds must come from payment methods in your own name. Withdrawals are paid only to accounts in the registered name and may require identity verification.</li>' +
      '<li><b>Bonuses.</b> Every promotion has its own rules and turnover requirement. Abuse of promotions, including coordinated or risk-free betting, leads to the bonus and its winnings being removed.</li>' +
      '<li><b>Game rules.</b> Bets are settled by the rules of each game. In case of a malfunction, all affected bets and payouts are void.</li>' +
      '<li><b>Changes.</b> We may update these terms; the current version is always published here.</li>' +
      '</ol>',
  },
  privacy: {
    title: 'Privacy Policy',
    content:
      '<p>We collect only the data we need to run your account: your username, contact details, payment details, login history and game activity.</p>' +
      '<p>We use this data to provide our services, process payments, prevent fraud, meet our legal obligations and, if you agree, send you offers. We never sell your personal data.</p>' +
      '<ul><li>Passwords are stored only as secure one-way hashes.</li><li>All connections to our site are encrypted.</li><li>You can ask to see, correct or delete your data by contacting customer service.</li></ul>',
  },
  responsible: {
    title: 'Responsible Gaming',
    content:
      '<p>Gaming is entertainment, not a way to make money. Set a budget before you play and never chase your losses.</p>' +
      '<p>We offer tools to help you stay in control:</p>' +
      '<ul><li><b>Deposit limits</b> per day, week or month.</li><li><b>Reality checks</b> that remind you how long you have been playing.</li><li><b>Cooling-off</b> from 24 hours to 6 weeks.</li><li><b>Self-exclusion</b> for 6 months or longer.</li></ul>' +
      '<p>Underage gaming is strictly forbidden. If you feel gaming is no longer fun, please talk to our customer service or a local support organisation.</p>',
  },
  licence: {
    title: 'Licences and Certification',
    content:
      '<p>The badges in our footer show where an operator of the Monsoon platform displays its gaming licences, for example a Malta licence and a British Virgin Islands certification.</p>' +
      '<p>Monsoon Demo is a demonstration brand: its badges illustrate the layout and are not a claim of a real licence.</p>',
  },
  deposit: {
    title: 'How to Deposit',
    content:
      '<ol><li>Log in and click <b>Deposit</b> at the top of the page.</li><li>Choose a payment method: e-wallet, QR bank transfer or online banking.</li><li>Enter the amount and follow the instructions on screen.</li></ol>' +
      '<ul><li>Minimum deposit: <b>P100</b>. Deposits are free of charge.</li><li>E-wallet deposits are credited instantly, QR bank transfers within 5 minutes and online banking within 30 minutes.</li></ul>' +
      '<p>If a deposit has not arrived after 30 minutes, send the receipt to customer service.</p>',
  },
  withdraw: {
    title: 'How to Withdraw',
    content:
      '<ol><li>Add a bank account or e-wallet in your own name in the Security Centre.</li><li>Click <b>Withdraw</b>, enter the amount and your withdrawal password.</li><li>Confirm receipt once the money has arrived.</li></ol>' +
      '<ul><li>Minimum withdrawal: <b>P200</b>; maximum <b>P50,000</b> per day (higher for VIP members).</li><li>Most withdrawals are paid within 15 minutes.</li><li>Any open bonus turnover must be completed first.</li></ul>',
  },
  faq: {
    title: 'Frequently Asked Questions',
    content:
      '<p><b>I forgot my password. What should I do?</b><br>Click <b>Forgot password</b> on the login form and reset it by e-mail or SMS.</p>' +
      '<p><b>Why was my withdrawal rejected?</b><br>Usually because the account name does not match your registered name or a bonus turnover is not yet complete. The reason is shown in your transaction history.</p>' +
      '<p><b>Can I play on my phone?</b><br>Yes. Open the site in your mobile browser or download the Monsoon Demo app from the App Download page.</p>' +
      '<p><b>A game froze during a round. Is my bet lost?</b><br>No. The round is completed on the server; reopen the game or check your betting record.</p>',
  },
  contact: {
    title: 'Contact Us',
    content:
      '<p>Our customer service team is available <b>24 hours a day, 7 days a week</b>.</p>' +
      '<ul><li><b>Live chat:</b> click the chat icon on the right of any page.</li><li><b>E-mail:</b> support@demo.monsoon.test (answered within 2 hours).</li><li><b>Telegram:</b> @monsoon_demo</li></ul>' +
      '<p>To help us serve you faster, please give your username and, for payment questions, the transaction time and amount.</p>',
  },
  'live-chat': {
    title: 'Live Chat',
    content:
      '<p>Chat with a Monsoon Demo service agent in your language, around the clock. Typical response time is under one minute.</p>' +
      '<p>Our agents will never ask for your password or SMS codes.</p>',
  },
  'vip-service': {
    title: 'VIP Service',
    content:
      '<p>Members from <b>VIP5</b> have their own VIP service channel with a dedicated account manager.</p>' +
      '<p>Your manager handles priority withdrawals, personal offers and event invitations. Reach them through the VIP chat button at any time.</p>',
  },
};
