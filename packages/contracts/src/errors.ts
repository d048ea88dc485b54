import type { SelectionError } from './lottery/play-selection.ts';

/**
 * Refusals of a lottery selection (play-selection.ts `SELECTION_ERRORS`); `satisfies` keeps this list
 * exactly the shared one, so a new selection error cannot reach the wire without a status and message.
 */
const selectionErrorCodes = {
  'lottery.selection.invalid': 400,
  'lottery.selection.option': 400,
  'lottery.selection.duplicate': 400,
  'lottery.selection.too.few': 400,
  'lottery.selection.too.many': 400,
  'lottery.selection.no.bets': 400,
} as const satisfies Record<SelectionError, 400>;

/**
 * Stable error codes answered in `errorCode`. The existing platform's codes are kept where known
 * (wire reference §1.4); the rest follow the same dotted style. Each maps to its HTTP status: the platform answers
 * failures with 4xx (`function.not.available` and `request_param_err` are 400 on the wire), so business
 * rejections are 400 too and clients branch on `success` either way (docs/decisions/0002).
 * Messages live in `@monsoon/i18n` under `errors.<code>` (dots replaced by underscores).
 */
export const errorCodes = {
  'login.not.session': 401,
  'function.not.available': 400,
  request_param_err: 400,
  request_body_required: 400,
  http_method_not_support: 405,
  'invalid.request': 400,
  'not.found': 404,
  'system.error': 500,
  'system.busy': 503,
  TOO_MANY_REQUESTS: 429,
  'login.failed': 400,
  'login.account.locked': 400,
  'captcha.required': 400,
  'captcha.invalid': 400,
  'username.exists': 400,
  'mobile.exists': 400,
  invitation_code_error: 400,
  'verification.code.invalid': 400,
  'verification.code.expired': 400,
  'password.inconsistent': 400,
  'password.incorrect': 400,
  'password.same.as.old': 400,
  'account.email.mismatch': 400,
  'mobile.not.found': 400,
  'field.invalid': 400,
  in_need_true_account: 403,
  'role.denied': 403,
  error_not_agent: 403,
  'terms.not.accepted': 400,
  /** The real name or the birthday is already set: only an operator changes it (`value.fields` names it). */
  'profile.field.locked': 400,
  'merchant.acct.setup.err': 400,
  /** launchGame without launchMode (wire reference §1.4). */
  '#727': 500,
  /** A second launch while a round is still open. */
  '#734': 400,
  'game.not.found': 400,
  /** The vendor did not answer the launch; try again. */
  'game.launch.failed': 503,
  /** The game's vendor is in maintenance; `value.content.data` carries `maintainTime` and `endTime` (wire §1.3). */
  'game.maintenance': 400,
  /** A vendor code (vassalage) the merchant's catalogue does not list. */
  'game.vendor.not.found': 400,
  /** Free play asked for a game without a demo. */
  'game.demo.unavailable': 400,
  /** A lottery gameId or gameCode that names no lottery game. */
  'lottery.game.not.found': 400,
  /** A playId that names no play type, or one of another kind of game. */
  'lottery.play.not.found': 400,
  ...selectionErrorCodes,
  /** singleBetPrice not in whole cents, not a whole number of stake units, or a unit below the minimum. */
  'lottery.stake.invalid': 400,
  /** A ticket or a whole betting request above the stake limits. */
  'lottery.stake.limit': 400,
  /** A numero that is no draw of the game, or beyond the chase horizon. */
  'lottery.draw.not.found': 400,
  /** The draw no longer takes bets (closed, drawn or cancelled). */
  'lottery.draw.closed': 400,
  'lottery.balance.insufficient': 400,
  /**
   * An Idempotency-Key already used for another betting request. 409, not 400: the request itself is
   * valid, it collides with an earlier one (the HTTP status for a conflict with the current state).
   */
  'lottery.order.conflict': 409,
  /** Back office (`/admin/api`): no live operator session (sign in again). */
  'admin.session.required': 401,
  /** A back-office write without the session's CSRF token in `X-CSRF-Token`. */
  'admin.csrf.invalid': 403,
  /** Wrong operator username or password (the same answer for both). */
  'admin.signin.failed': 400,
  /** Too many failed sign-ins: the operator is locked out for a while (`value.retryAfterSeconds`). */
  'admin.signin.locked': 400,
  /** The sign-in challenge is unknown, used or expired: start again with the password. */
  'admin.challenge.invalid': 400,
  /** The two-factor code is wrong. */
  'admin.totp.invalid': 400,
  /** The two-factor code was used already: wait for the next one. */
  'admin.totp.replayed': 400,
  'admin.operator.exists': 400,
  'admin.operator.not.found': 404,
  /** An owner cannot change their own role or status. */
  'admin.operator.self': 400,
  /** The merchant must keep at least one active owner. */
  'admin.operator.last.owner': 400,
  'admin.member.not.found': 404,
  /** Lock of a locked member or unlock of an active one. */
  'admin.member.status.unchanged': 400,
  'admin.adjustment.not.found': 404,
  /** The adjustment was approved or rejected already. */
  'admin.adjustment.not.pending': 409,
  /** The operator who asked for an adjustment cannot approve it (maker-checker). */
  'admin.adjustment.own.request': 403,
  /** The debit would take the member below zero. */
  'admin.adjustment.insufficient.funds': 400,
  /** An asset the merchant does not use, or an amount with more decimals than the asset has. */
  'admin.adjustment.amount.invalid': 400,
  /** A betting request with neither an Idempotency-Key header nor the wire's `t` parameter (decision 0030). */
  'lottery.order.key.required': 400,
  /** A transfer amount that is not a positive decimal with at most the currency's decimals. */
  'transfer.amount.invalid': 400,
  /** The amount is above the available balance of the wallet it leaves. */
  'transfer.balance.insufficient': 400,
  /** A member without an upline asked to transfer to the upline. */
  'transfer.upline.none': 400,
  /** Agents transfer to their downlines, not to their upline (spec §6). */
  'transfer.upline.agent': 403,
  /** The upline named is not the member's upline. */
  'transfer.not.upline': 400,
  /** The member named is not a direct downline of the agent. */
  'transfer.not.downline': 400,
  /** A transfer to oneself. */
  'transfer.self': 400,
  /** The receiving account is locked or a trial account. */
  'transfer.target.unavailable': 400,
  /** A requestId used before for another transfer. */
  'transfer.request.conflict': 409,
  /** A member outside the caller's team, or none (the same answer: nothing leaks, decision 0068). */
  'agent.downline.not.found': 400,
  /** The caller's agent type may not do this (decision 0068's table). */
  'agent.action.not.allowed': 403,
  /** Promotion goes only to a direct downline. */
  'agent.promote.not.direct': 400,
  /** Only an active plain member (not an agent, not a trial account) can be promoted to agent. */
  'agent.promote.not.member': 400,
  /** The agent has as many live affiliate links as allowed (`{{limit}}`). */
  'agent.affiliate.limit': 400,
  /** No live affiliate link of the caller with that id (another agent's answers the same). */
  'agent.affiliate.not.found': 400,
  /** No such contract of the caller, or not in a state for the action. */
  'contract.not.found': 400,
  /** The terms do not fit the kind (tiers not rising, a period or base missing or misplaced). */
  'contract.terms.invalid': 400,
  /** An offered rate above the upline's own at some tier (money.md §13). */
  'contract.rate.above.upline': 400,
  /** The offering upline holds no active contract of the kind. */
  'contract.upline.none': 400,
  /** A contract goes only to a direct downline. */
  'contract.not.direct.downline': 400,
  /** The operator's limit for top-level contracts of the kind. */
  'contract.rate.above.limit': 400,
  /** Back office: a type change from or to a trial account, or to the type the member has. */
  'admin.agent.type.invalid': 400,
  /** Back office: top-level contracts go to agents (types 1, 2, 41, 42) only. */
  'admin.contract.agent.only': 400,
  /** Back office: no salary or dividend run of that id. */
  'admin.settlement.run.not.found': 404,
  /** Back office: the run is settled; nothing is left to pay. */
  'admin.settlement.run.settled': 409,
  /** Back office: the run's period has not ended yet (its tick is still due to pay it). */
  'admin.settlement.run.not.due': 409,
  /** Back office: some payments of the re-run failed again; the run stays open. */
  'admin.settlement.rerun.failed': 409,
  /** Back office: an agent income adjustment for a member who is not an agent. */
  'admin.adjustment.category.invalid': 400,
  /** The merchant runs a single wallet: there are no vendor wallets to transfer to. */
  'wallet.transfer.single': 400,
  /** A vendor code the merchant has no wallet for. */
  'wallet.vendor.not.found': 400,
  /** Deposits: the merchant has deposits switched off. */
  'deposit.disabled': 400,
  /** Deposits: a bank type the merchant offers no channel for, or one of another deposit call. */
  'deposit.bank.type.unknown': 400,
  /** Deposits: the channel of this bank type is closed for now. */
  'deposit.channel.closed': 400,
  /** Deposits: an amount that is not a positive decimal with at most 2 decimals. */
  'deposit.amount.invalid': 400,
  /** Deposits: below the channel's minimum (`{{min}}`). */
  'deposit.amount.below.min': 400,
  /** Deposits: above the channel's maximum (`{{max}}`). */
  'deposit.amount.above.max': 400,
  /** Deposits: `targetUsername` names someone else (a member deposits for themself). */
  'deposit.target.invalid': 400,
  /** Deposits: the payment provider did not answer or refused; nothing was charged. */
  'deposit.psp.unavailable': 503,
  /** Deposits: no order of this member has that number. */
  'deposit.order.not.found': 404,
  /** Back office: no deposit channel or payment order of that id. */
  'admin.deposit.not.found': 404,
  /** Back office: a channel's minimum above its maximum, a fee out of 0..100 %, bad quick amounts. */
  'admin.deposit.channel.invalid': 400,
  /** Back office: the merchant has a channel of that bank type already. */
  'admin.deposit.channel.exists': 409,
  /** Back office: a channel with open (created or pending) orders cannot be removed (decision 0058). */
  'admin.deposit.channel.busy': 409,
  /** Back office: no PSP of that code is configured on this server. */
  'admin.deposit.psp.unknown': 400,
  /** Back office: the order has no open review flag (none, or resolved already). */
  'admin.deposit.review.none': 409,
  /** Withdrawals (docs/decisions/0047-0049): every refusal writes nothing. */
  'invalid.payment.pw': 400,
  'not.exists.payment.password': 400,
  'payment.password.old.required': 400,
  'payment.password.mobile.required': 400,
  'withdraw.disabled': 400,
  'withdraw.amount.invalid': 400,
  'withdraw.amount.below.min': 400,
  'withdraw.amount.above.max': 400,
  'withdraw.amount.not.fixed': 400,
  'withdraw.mobile.required': 400,
  'withdraw.verification.required': 400,
  'withdraw.outside.window': 400,
  'withdraw.daily.count': 400,
  'withdraw.daily.amount': 400,
  'withdraw.balance.insufficient': 400,
  'withdraw.card.not.found': 400,
  'withdraw.key.required': 400,
  'withdraw.conflict': 409,
  'payee.real.name.required': 400,
  'payee.name.mismatch': 400,
  'payee.limit.reached': 400,
  'payee.bound.elsewhere': 400,
  'payee.exists': 400,
  'payee.bank.invalid': 400,
  'payee.number.invalid': 400,
  'admin.withdrawal.not.found': 404,
  'admin.withdrawal.state': 409,
  /** Back office: only a payout sent to a PSP and not ended by it can be ended by hand (decision 0064). */
  'admin.payout.not.stuck': 409,
  /** Back office: the PSP answered while the operator was ending the payout: its answer stands. */
  'admin.payout.answered': 409,
  /** Back office: the PSP was asked about the payout moments ago and may still answer: wait a minute. */
  'admin.payout.busy': 409,
  /** Back office: no payee of that id for this member. */
  'admin.payee.not.found': 404,
  /** Back office: the payee was removed already. */
  'admin.payee.removed': 409,
  /** Back office: a withdrawal to the payee is requested, approved or paying (decision 0059). */
  'admin.payee.busy': 409,
  /** C2C (docs/decisions/0053-0055): every refusal writes nothing. */
  'c2c.disabled': 400,
  'c2c.amount.invalid': 400,
  'c2c.no.match': 409,
  'c2c.key.required': 400,
  'c2c.conflict': 409,
  'c2c.match.not.found': 404,
  'c2c.match.state': 409,
  'c2c.proof.type': 400,
  'c2c.proof.size': 400,
  'c2c.proof.count': 400,
  'c2c.proof.required': 400,
  'c2c.partial.amount': 400,
  /** Cancelling a pooled withdrawal's open part (decision 0061). */
  'c2c.withdrawal.not.found': 404,
  'c2c.cancel.nothing.open': 409,
  'c2c.cancel.changed': 409,
  'admin.c2c.not.found': 404,
  'admin.c2c.state': 409,
  'admin.c2c.withdrawal.not.found': 404,
  'admin.c2c.cancel.nothing.open': 409,
} as const;

export type ErrorCode = keyof typeof errorCodes;

/** The i18n key of an error code's message. */
export const errorMessageKey = (code: string): string => `errors.${code.replaceAll('.', '_')}`;
