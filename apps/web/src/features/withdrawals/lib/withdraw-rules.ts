import { wireToMinor, type WireAmount } from '@monsoon/contracts/money';
import type { PayeeTypeCode, WithdrawSettingsValue } from '@monsoon/contracts/withdrawals';

/**
 * A payee kind's fixed amounts (wire-api §5.3 `fixedAmountFlag` / `fixedWithdrawAmounts`, with the
 * `ewallet` and `virtual` prefixes), in minor units; empty when the kind takes any amount within its
 * limits.
 */
export function fixedAmountsOf(s: WithdrawSettingsValue, kind: PayeeTypeCode): bigint[] {
  const [flag, amounts]: [string, WireAmount[]] =
    kind === 'E'
      ? [s.ewalletFixedAmountFlag, s.ewalletFixedWithdrawAmounts]
      : kind === 'V'
        ? [s.virtualFixedAmountFlag, s.virtualFixedWithdrawAmounts]
        : [s.fixedAmountFlag, s.fixedWithdrawAmounts];
  return flag === 'Y' ? amounts.map((a) => wireToMinor(a)) : [];
}

/** Whether a request of this amount (minor units; null while none is typed) needs an SMS code. */
export function needsSmsCode(s: WithdrawSettingsValue, amount: bigint | null): boolean {
  if (s.mobileVerificationType === 'EVERY_WITHDRAWAL') return true;
  if (s.mobileVerificationType !== 'WITHDRAW_AMOUNT' || amount === null) return false;
  return amount >= wireToMinor(s.mobileVerificationWithdrawAmount ?? 0);
}
