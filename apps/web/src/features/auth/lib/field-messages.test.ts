import type { FieldRule } from '@monsoon/contracts/field-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoValidators, initAuthTestI18n } from '@/features/auth/testing';
import { fillLimits, ruleValidator, serverFieldMessage } from './field-messages';

beforeAll(initAuthTestI18n);

const username = demoValidators.username!;
const pin: FieldRule = {
  acceptedPattern: '^\\d+$',
  minLength: 6,
  maxLength: 6,
  patternId: 6,
  enabled: true,
  required: true,
};
const optionalEmail = demoValidators.email!;

describe('field validation messages from server rules', () => {
  it('asks for a required field with input_cannot_be_empty', () => {
    expect(ruleValidator(username)('')).toBe('This field cannot be empty.');
    expect(ruleValidator(username)('   ')).toBe('This field cannot be empty.');
  });

  it('explains a length problem with the reg_pattern message and (min)-(max) filled', () => {
    expect(ruleValidator(username)('abc')).toBe(
      '6-16 characters, starting with a letter, then letters and numbers only.',
    );
    expect(ruleValidator(username)('a'.repeat(17))).toBe(
      '6-16 characters, starting with a letter, then letters and numbers only.',
    );
  });

  it('explains a pattern problem with the message of the patternId', () => {
    expect(ruleValidator(username)('1player')).toBe(
      '6-16 characters, starting with a letter, then letters and numbers only.',
    );
    expect(ruleValidator(demoValidators.password)('abc def1')).toBe(
      '6-12 letters and numbers, no special characters.',
    );
  });

  it('shows one number when min equals max', () => {
    expect(ruleValidator(pin)('12a456')).toBe('6 digits, numbers only.');
  });

  it('passes valid text (trimmed) and empty optional fields', () => {
    expect(ruleValidator(username)('  player01  ')).toBe(true);
    expect(ruleValidator(optionalEmail)('')).toBe(true);
    expect(ruleValidator(optionalEmail)('not-an-email')).toBe(
      'Please enter a valid e-mail address (5-64 characters).',
    );
  });

  it('can make a field required that its rule leaves optional, and needs no rule for a plain required check', () => {
    expect(ruleValidator(optionalEmail, { required: true })('')).toBe(
      'This field cannot be empty.',
    );
    expect(ruleValidator(undefined, { required: true })('')).toBe('This field cannot be empty.');
    expect(ruleValidator(undefined)('anything')).toBe(true);
  });

  it('fills (min) and (max) separately when they are not written as a range', () => {
    expect(fillLimits('from (min) to (max)', 2, 9)).toBe('from 2 to 9');
    expect(fillLimits('(min)-(max) chars', 4, 4)).toBe('4 chars');
  });

  it('translates the field keys of a server invalid.request answer', () => {
    expect(serverFieldMessage('reg_pattern_4', { min: 6, max: 12 })).toBe(
      '6-12 letters and numbers, no special characters.',
    );
    expect(serverFieldMessage('input_cannot_be_empty')).toBe('This field cannot be empty.');
    expect(serverFieldMessage('invalid_phone_number')).toBe('Please enter a valid mobile number.');
    expect(serverFieldMessage('reg_pattern_99')).toBeNull();
    expect(serverFieldMessage('something_else')).toBeNull();
  });
});
