import type {
  Dice3Result,
  Digit5Result,
  DrawResult,
  Pick11x5Result,
  Race10Result,
  VnResult,
} from '@monsoon/contracts/lottery/model';

/**
 * The winning rule of every play type (issue 5): how many times one pick of one row hits a draw.
 * Most picks hit 0 or 1 times; lô hits once per occurrence, the dice single once per die.
 */
export interface Judge {
  hits: (pick: string, row: number, result: DrawResult) => number;
  /** COMBINATION play types: hitting picks a combination needs (default: all of them). */
  need?: number;
}

const wrongKind = (expected: string, result: DrawResult): never => {
  throw new Error(`expected a ${expected} draw, got ${result.kind}`);
};
const vn = (r: DrawResult): VnResult => (r.kind === 'VN' ? r : wrongKind('VN', r));
const dice = (r: DrawResult): Dice3Result => (r.kind === 'DICE3' ? r : wrongKind('DICE3', r));
const digit5 = (r: DrawResult): Digit5Result => (r.kind === 'DIGIT5' ? r : wrongKind('DIGIT5', r));
const race = (r: DrawResult): Race10Result => (r.kind === 'RACE10' ? r : wrongKind('RACE10', r));
const pick11x5 = (r: DrawResult): Pick11x5Result =>
  r.kind === 'PICK11X5' ? r : wrongKind('PICK11X5', r);

const yes = (won: boolean): number => (won ? 1 : 0);
const sum = (values: readonly number[]): number => values.reduce((total, v) => total + v, 0);

/** BIG/SMALL/ODD/EVEN of a value, given where big starts. */
const bsoe = (pick: string, value: number, bigFrom: number): boolean =>
  (pick === 'BIG' && value >= bigFrom) ||
  (pick === 'SMALL' && value < bigFrom) ||
  (pick === 'ODD' && value % 2 === 1) ||
  (pick === 'EVEN' && value % 2 === 0);

// --- Vietnamese lottery -------------------------------------------------------------------------

/** The special prize (giải đặc biệt); a draw without one is malformed. */
const specialPrize = (result: VnResult): string => {
  const db = result.prizes.DB?.[0];
  if (!db) throw new Error('a Vietnamese draw without a special prize');
  return db;
};
/** Occurrences of a 2-digit ending among all prize numbers of the station (north 27, central/south 18). */
const loHits = (pick: string, result: VnResult): number =>
  Object.values(result.prizes)
    .flat()
    .filter((number) => number.slice(-2) === pick).length;

const xien: Judge = { hits: (pick, _row, r) => yes(loHits(pick, vn(r)) > 0) };

// --- Dice ---------------------------------------------------------------------------------------

const faceCount = (pick: string, r: Dice3Result): number =>
  r.dice.filter((d) => String(d) === pick).length;
const isTriple = (r: Dice3Result): boolean => r.dice[0] === r.dice[1] && r.dice[1] === r.dice[2];

// --- Fast games ---------------------------------------------------------------------------------

const digitOf = (r: Digit5Result, position: number): number =>
  r.digits[position] ?? wrongKind('complete DIGIT5', r);
/** Digit at a position equals the pick ('7'). */
const digitAt = (offset: number): Judge => ({
  hits: (pick, row, r) => yes(String(digitOf(digit5(r), offset + row)) === pick),
});
/** Car at a place equals the pick ('07'). */
const carAt = (r: Race10Result, place: number): number =>
  r.order[place] ?? wrongKind('complete RACE10', r);
const ball = (pick: string): number => Number(pick);

const anyN = (size: number): Judge => ({
  hits: (pick, _row, r) => yes(pick11x5(r).numbers.includes(ball(pick))),
  // Any-N for N ≥ 6 wins when the N picks hold all five drawn numbers.
  need: Math.min(size, 5),
});

const JUDGES: Record<string, Judge> = {
  VN_LO2: { hits: (pick, _row, r) => loHits(pick, vn(r)) },
  VN_DE: { hits: (pick, _row, r) => yes(specialPrize(vn(r)).slice(-2) === pick) },
  VN_3CANG: { hits: (pick, _row, r) => yes(specialPrize(vn(r)).slice(-3) === pick) },
  VN_XIEN2: xien,
  VN_XIEN3: xien,
  VN_XIEN4: xien,
  // Đầu: the tens digit of the special prize's last two; đuôi: its last digit.
  VN_DAU: { hits: (pick, _row, r) => yes(specialPrize(vn(r)).at(-2) === pick) },
  VN_DUOI: { hits: (pick, _row, r) => yes(specialPrize(vn(r)).at(-1) === pick) },

  DICE3_SUM: { hits: (pick, _row, r) => yes(String(sum(dice(r).dice)) === pick) },
  // Big 11..17, small 4..10; a triple loses both (sums 3 and 18 are triples).
  DICE3_BIG_SMALL: {
    hits: (pick, _row, r) => yes(!isTriple(dice(r)) && bsoe(pick, sum(dice(r).dice), 11)),
  },
  DICE3_ODD_EVEN: { hits: (pick, _row, r) => yes(bsoe(pick, sum(dice(r).dice), 11)) },
  DICE3_TRIPLE_ANY: { hits: (_pick, _row, r) => yes(isTriple(dice(r))) },
  DICE3_TRIPLE: { hits: (pick, _row, r) => yes(faceCount(pick, dice(r)) === 3) },
  DICE3_PAIR: { hits: (pick, _row, r) => yes(faceCount(pick, dice(r)) >= 2) },
  DICE3_SINGLE: { hits: (pick, _row, r) => faceCount(pick, dice(r)) },

  DIGIT5_POSITION: digitAt(0),
  // Per position: big 5..9, small 0..4.
  DIGIT5_POSITION_BSOE: { hits: (pick, row, r) => yes(bsoe(pick, digitOf(digit5(r), row), 5)) },
  // Sum of the five digits: big 23..45, small 0..22.
  DIGIT5_SUM_BSOE: { hits: (pick, _row, r) => yes(bsoe(pick, sum(digit5(r).digits), 23)) },
  DIGIT5_FRONT3: digitAt(0),
  DIGIT5_MIDDLE3: digitAt(1),
  DIGIT5_BACK3: digitAt(2),

  RACE10_POSITION: { hits: (pick, row, r) => yes(carAt(race(r), row) === ball(pick)) },
  // The winning car: big 6..10, small 1..5.
  RACE10_FIRST_BSOE: { hits: (pick, _row, r) => yes(bsoe(pick, carAt(race(r), 0), 6)) },
  // Row n compares place n with place 11 − n; dragon wins when the earlier place holds the higher car.
  RACE10_DRAGON_TIGER: {
    hits: (pick, row, r) => {
      const dragon = carAt(race(r), row) > carAt(race(r), 9 - row);
      return yes(pick === (dragon ? 'DRAGON' : 'TIGER'));
    },
  },
  RACE10_TOP2_SUM: {
    hits: (pick, _row, r) => yes(carAt(race(r), 0) + carAt(race(r), 1) === ball(pick)),
  },
  // Top-2 sum: big 12..19, small 3..11.
  RACE10_TOP2_BSOE: {
    hits: (pick, _row, r) => yes(bsoe(pick, carAt(race(r), 0) + carAt(race(r), 1), 12)),
  },

  ...Object.fromEntries([1, 2, 3, 4, 5, 6, 7, 8].map((n) => [`PICK11X5_ANY${n}`, anyN(n)])),
  PICK11X5_FIRST1: { hits: (pick, row, r) => yes(pick11x5(r).numbers[row] === ball(pick)) },
  PICK11X5_FIRST2: { hits: (pick, row, r) => yes(pick11x5(r).numbers[row] === ball(pick)) },
  PICK11X5_FIRST3: { hits: (pick, row, r) => yes(pick11x5(r).numbers[row] === ball(pick)) },
};

/** The judge of a play type; throws for a code without one (every play type has one; a test checks). */
export const judgeOf = (code: string): Judge => {
  const judge = JUDGES[code];
  if (!judge) throw new Error(`no winning rule for play type ${code}`);
  return judge;
};
