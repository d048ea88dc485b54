import { describe, it, expect } from 'vitest';
import {
  checkField,
  codePointLength,
  fieldMessageParams,
  fieldRuleSchema,
  lengthText,
  maxPatternId,
  patternKinds,
  registerFieldNames,
  registerValidatorsSchema,
} from './field-rules.ts';
import type { FieldRule } from './field-rules.ts';

const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
  acceptedPattern: '*',
  minLength: 0,
  maxLength: 100,
  patternId: 0,
  enabled: true,
  required: true,
  ...over,
});

const withDefault = (patternId: number, over: Partial<FieldRule> = {}): FieldRule =>
  rule({ patternId, acceptedPattern: patternKinds[patternId]!.source, ...over });

/** For every patternId: texts its default regex accepts and refuses (after trimming). */
const examples: Record<number, { ok: string[]; bad: string[] }> = {
  0: { ok: ['anything 任何 !@#', 'a'], bad: [] },
  1: { ok: ['a1', 'Player007', 'x'], bad: ['1abc', 'ab_c', 'ab c'] },
  // U+3400 (CJK extension A) lies outside the \u4e00-\u9fa5 block.
  2: { ok: ['张三123', '中文', '2024'], bad: ['张三abc', '中 文', '㐀'] },
  3: {
    ok: ['a.b+tag@example.com', 'x@sub.domain.co'],
    bad: ['a@b', 'a@@b.com', 'a b@c.com', '@b.com', 'a@-b.com'],
  },
  4: { ok: ['abc123', 'ABC', '42'], bad: ['abc_123', 'abc 123', 'abc!'] },
  5: { ok: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc-123'] },
  6: { ok: ['0123456789'], bad: ['12a', '1.5', '-1', '１２３'] },
  7: { ok: ['Abc123', 'ABC'], bad: ['abc123', 'Abc-123'] },
  8: { ok: ['John Smith', 'abc'], bad: ['John2', 'Jöhn', 'John-Smith'] },
  9: { ok: ['no-spaces_here!', '中文'], bad: ['has space', 'tab\there'] },
  10: { ok: ['你好，世界。', '王·小明', '中文!'], bad: ['abc', '中文a', '中文 1'] },
  11: {
    ok: ['2000-01-31', '1999-12-01'],
    bad: ['2000-13-01', '2000-1-1', '01-31-2000', '2000-00-10', '2000-01-32'],
  },
  12: { ok: ['John Smith', 'Mary Ann Lee'], bad: ['John', 'John  Smith', 'John3 Smith'] },
  13: { ok: ['01-31-2000', '12-01-1999'], bad: ['2000-01-31', '13-01-2000', '1-1-2000'] },
  14: { ok: ['abc123', 'Z9'], bad: ['abc 123', 'abc.123'] },
  15: { ok: ['김민수', 'ㅋㅋㅋ', '한국어'], bad: ['김 민수', 'kim', '김민수1'] },
  16: { ok: ['สมชาย', 'ภาษาไทย'], bad: ['สมชาย ใจดี', 'somchai', 'สมชาย1'] },
  17: { ok: ['สมชาย ใจดี', 'John Smith', 'สมชาย John'], bad: ['John1', 'สมชาย-ใจดี'] },
  18: { ok: ['JOHN SMITH', 'A'], bad: ['John Smith', 'JOHN1', 'ÉCOLE'] },
  19: { ok: ['P@ssw0rd!', 'abc', '#$%'], bad: ['with space', 'ü', '中文'] },
  20: {
    ok: ['やまだたろう', 'ヤマダ', '山田太郎', 'ＡＢＣ１２３'],
    bad: ['yamada', 'ﾔﾏﾀﾞ', '山田 taro'],
  },
  21: {
    ok: ['Aa1!aaaa', 'Z9z#'],
    bad: ['Aa1aaaaa', 'aa1!aaaa', 'AA1!AAAA', 'Aaa!aaaa', 'Aa1! aaa'],
  },
  22: {
    ok: [
      "Jean-Luc O'Neil",
      'J. R. R. Tolkien',
      'María José',
      '王小明',
      'Nguyễn Văn A',
      'Smith Jr.',
    ],
    bad: ['R2D2', 'John_Smith', '-Anne', 'a  @b'],
  },
};

describe('patternKinds', () => {
  it('describes every patternId from 0 to 22 in order', () => {
    expect(patternKinds.map((k) => k.id)).toEqual(
      Array.from({ length: maxPatternId + 1 }, (_, i) => i),
    );
    for (const kind of patternKinds) expect(() => new RegExp(kind.source, 'u')).not.toThrow();
  });

  it.each(patternKinds.map((k) => [k.id, k.description] as const))(
    'patternId %i (%s) accepts and refuses',
    (id) => {
      const ex = examples[id]!;
      expect(ex.ok.length).toBeGreaterThan(0);
      for (const text of ex.ok)
        expect(checkField(text, withDefault(id)), `accepts ${text}`).toBeNull();
      for (const text of ex.bad)
        expect(checkField(text, withDefault(id))?.kind, `refuses ${text}`).toBe('pattern');
      if (id === 0) {
        // Any text passes the pattern; a patternId 0 field is refused only by its length.
        expect(checkField('abcdef', withDefault(0, { minLength: 2, maxLength: 5 }))).toEqual({
          kind: 'length',
          patternId: 0,
          min: 2,
          max: 5,
        });
      } else {
        expect(ex.bad.length).toBeGreaterThan(0);
      }
    },
  );
});

describe('checkField', () => {
  it('refuses empty required text and accepts empty optional text', () => {
    expect(checkField('', rule({ patternId: 4, minLength: 6, maxLength: 12 }))).toEqual({
      kind: 'required',
      patternId: 4,
      min: 6,
      max: 12,
    });
    expect(checkField('   ', rule())?.kind).toBe('required');
    expect(checkField('', rule({ required: false, minLength: 6 }))).toBeNull();
    expect(checkField(' \t ', rule({ required: false, minLength: 6 }))).toBeNull();
  });

  it('accepts anything when the rule is disabled', () => {
    expect(checkField('', rule({ enabled: false }))).toBeNull();
    expect(checkField('x', withDefault(6, { enabled: false }))).toBeNull();
  });

  it('trims before checking length and pattern', () => {
    expect(checkField('  abc123  ', withDefault(4, { minLength: 6, maxLength: 6 }))).toBeNull();
    expect(checkField('\n123\t', withDefault(6))).toBeNull();
  });

  it('checks length bounds inclusively, before the pattern', () => {
    const r = withDefault(4, { minLength: 6, maxLength: 12 });
    expect(checkField('abc12', r)?.kind).toBe('length');
    expect(checkField('abc123', r)).toBeNull();
    expect(checkField('abcdef123456', r)).toBeNull();
    expect(checkField('abcdef1234567', r)?.kind).toBe('length');
    expect(checkField('ab!', r)?.kind).toBe('length');
    expect(checkField('ab!def', r)?.kind).toBe('pattern');
  });

  it('counts Unicode code points, not UTF-16 units', () => {
    expect(codePointLength('𠮷𠮷')).toBe(2);
    expect('𠮷𠮷'.length).toBe(4);
    const two = rule({ minLength: 2, maxLength: 2 });
    expect(checkField('𠮷😀', two)).toBeNull();
    expect(checkField('😀', two)?.kind).toBe('length');
    expect(checkField('😀😀😀', two)?.kind).toBe('length');
  });

  it("treats '*' and an empty pattern as any text", () => {
    expect(
      checkField('any thing at all ✓', rule({ acceptedPattern: '*', patternId: 6 })),
    ).toBeNull();
    expect(checkField('abc', rule({ acceptedPattern: '', patternId: 6 }))).toBeNull();
  });

  it('uses the server pattern rather than the default when it compiles', () => {
    const r = rule({ acceptedPattern: '[a-z]{3}', patternId: 6 });
    expect(checkField('abc', r)).toBeNull();
    expect(checkField('123', r)?.kind).toBe('pattern');
  });

  it("falls back to the patternId's default when the server regex is invalid", () => {
    for (const broken of ['([', '[a-z', '*abc', 'a)|(b']) {
      const r = rule({ acceptedPattern: broken, patternId: 6 });
      expect(checkField('12345', r), broken).toBeNull();
      expect(checkField('abc', r)?.kind, broken).toBe('pattern');
    }
    // Cached: a second call with the same broken pattern gives the same answer.
    expect(checkField('abc', rule({ acceptedPattern: '([', patternId: 6 }))?.kind).toBe('pattern');
    // The same broken pattern with another patternId uses that id's default.
    expect(checkField('abc', rule({ acceptedPattern: '([', patternId: 4 }))).toBeNull();
  });

  it('accepts server patterns that only compile without the u flag', () => {
    const r = rule({ acceptedPattern: String.raw`[\w\_]+`, patternId: 6 });
    expect(checkField('a_b', r)).toBeNull();
    expect(checkField('a b', r)?.kind).toBe('pattern');
  });

  it('anchors unanchored patterns as a full match', () => {
    const r = rule({ acceptedPattern: '[0-9]+' });
    expect(checkField('123', r)).toBeNull();
    expect(checkField('a123', r)?.kind).toBe('pattern');
    expect(checkField('123a', r)?.kind).toBe('pattern');
    const half = rule({ acceptedPattern: '^[0-9]+' });
    expect(checkField('123a', half)?.kind).toBe('pattern');
    const alt = rule({ acceptedPattern: '^a|b$' });
    expect(checkField('a', alt)).toBeNull();
    expect(checkField('b', alt)).toBeNull();
    expect(checkField('ab', alt)?.kind).toBe('pattern');
    expect(checkField('xb', alt)?.kind).toBe('pattern');
    const anchored = rule({ acceptedPattern: '^[0-9]+$' });
    expect(checkField('123', anchored)).toBeNull();
    expect(checkField('12 3', anchored)?.kind).toBe('pattern');
  });
});

describe('messages', () => {
  it('maps problems to i18n keys with their bounds', () => {
    expect(fieldMessageParams({ kind: 'pattern', patternId: 7, min: 6, max: 12 })).toEqual({
      key: 'reg_pattern_7',
      min: 6,
      max: 12,
    });
    expect(fieldMessageParams({ kind: 'length', patternId: 0, min: 4, max: 4 }).key).toBe(
      'reg_pattern_0',
    );
    expect(fieldMessageParams({ kind: 'required', patternId: 3, min: 1, max: 9 }).key).toBe(
      'input_cannot_be_empty',
    );
  });

  it('writes one number when min equals max', () => {
    expect(lengthText(6, 12)).toBe('6-12');
    expect(lengthText(8, 8)).toBe('8');
    expect(lengthText(0, 0)).toBe('0');
  });
});

describe('schemas', () => {
  const wireRule = {
    acceptedPattern: '^[A-Za-z0-9]{6,12}$',
    minLength: 6,
    maxLength: 12,
    patternId: 4,
    enabled: true,
    required: true,
  };

  it('parses a wire rule and refuses out-of-range patternIds', () => {
    expect(fieldRuleSchema.parse(wireRule)).toEqual(wireRule);
    expect(fieldRuleSchema.safeParse({ ...wireRule, patternId: 23 }).success).toBe(false);
    expect(fieldRuleSchema.safeParse({ ...wireRule, patternId: -1 }).success).toBe(false);
    expect(fieldRuleSchema.safeParse({ ...wireRule, minLength: 1.5 }).success).toBe(false);
  });

  it('parses a partial validator map of known field names', () => {
    expect(registerFieldNames).toHaveLength(15);
    const map = { password: wireRule, email: { ...wireRule, patternId: 3, acceptedPattern: '*' } };
    expect(registerValidatorsSchema.parse(map)).toEqual(map);
    expect(registerValidatorsSchema.parse({})).toEqual({});
    expect(registerValidatorsSchema.safeParse({ nickname: wireRule }).success).toBe(false);
  });
});
