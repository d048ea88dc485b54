import { describe, expect, it } from 'vitest';
import { SimRound, simulateRound } from '@/games/slots/engine/round.ts';
import { createSimRandom } from '@/games/slots/engine/sim-random.ts';
import { LANGUAGE_CODES } from '@/games/slots/engine/types.ts';
import type { Localized } from '@/games/slots/engine/types.ts';
import { findTitle, titles } from '@/games/slots/titles/index.ts';

const ART_KEYS = new Set(
  (
    'A K Q J 10 9 wild scatter dragon tiger koi lotus lantern coin ingot pearl phoenix elephant peacock mango durian ' +
    'rice buffalo cherry lemon grape bell seven bar star diamond ruby emerald sapphire crown ship anchor parrot ' +
    'treasure moon sun rain umbrella frog thunder firework drum mask tea orchid bamboo panda eagle wolf rocket planet'
  ).split(' '),
);

const inAllLanguages = (text: Localized) =>
  LANGUAGE_CODES.every((code) => text[code].trim().length > 0);

describe('the catalogue', () => {
  it('has 12 titles MS001…MS012, found by code', () => {
    expect(titles.map((t) => t.code)).toEqual(
      Array.from({ length: 12 }, (_, i) => `MS${String(i + 1).padStart(3, '0')}`),
    );
    expect(findTitle('MS007')?.name.EN).toBe('Gem Cascade');
    expect(findTitle('XX')).toBeUndefined();
  });

  it('mixes low, medium and high volatility', () => {
    expect(new Set(titles.map((t) => t.volatility))).toEqual(new Set(['low', 'medium', 'high']));
  });
});

describe.each(titles.map((t) => [t.code, t] as const))('%s', (_, title) => {
  it('has names, taglines and symbol names in all 7 languages, and known art', () => {
    expect(inAllLanguages(title.name) && inAllLanguages(title.tagline)).toBe(true);
    for (const symbol of title.symbols) {
      expect(inAllLanguages(symbol.name)).toBe(true);
      expect(ART_KEYS.has(symbol.art)).toBe(true);
    }
  });

  it('uses only its own symbols on its strips, and every line row is in the window', () => {
    const ids = new Set(title.symbols.map((s) => s.id));
    expect(ids.size).toBe(title.symbols.length);
    for (const strips of [title.baseStrips, title.freeStrips]) {
      expect(strips).toHaveLength(title.reels);
      for (const strip of strips) expect(strip.every((id) => ids.has(id))).toBe(true);
    }
    if (title.evaluation.kind === 'lines') {
      expect(title.betUnits).toBe(title.evaluation.lines.length);
      const keys = new Set(title.evaluation.lines.map((line) => line.join()));
      expect(keys.size).toBe(title.evaluation.lines.length);
      for (const line of title.evaluation.lines) {
        expect(line).toHaveLength(title.reels);
        expect(line.every((row) => Number.isInteger(row) && row >= 0 && row < title.rows)).toBe(
          true,
        );
      }
    }
  });

  it('pays more for more of a kind', () => {
    for (const symbol of title.symbols) {
      const pays = [2, 3, 4, 5].flatMap((count) => symbol.pays[count as 2 | 3 | 4 | 5] ?? []);
      pays.forEach((pay, i) => {
        expect(Number.isInteger(pay) && pay > 0).toBe(true);
        if (i > 0) expect(pay).toBeGreaterThan(pays[i - 1]!);
      });
    }
  });

  it('has bet steps in whole units of 100 and a measured RTP within [94, 97]', () => {
    expect(
      title.betStepsMinor.every(
        (step, i) => step % 100 === 0 && step > (title.betStepsMinor[i - 1] ?? 0),
      ),
    ).toBe(true);
    expect(title.rtpPercent).toBeGreaterThanOrEqual(94);
    expect(title.rtpPercent).toBeLessThanOrEqual(97);
  });

  it('returns 80–110 % over 200,000 simulated rounds', () => {
    const bet = title.betStepsMinor[0]!;
    const random = createSimRandom(2026);
    const round = new SimRound();
    let won = 0;
    for (let i = 0; i < 200_000; i += 1) won += simulateRound(title, bet, random, round).winMinor;
    const rtp = (won / (bet * 200_000)) * 100;
    expect(rtp).toBeGreaterThan(80);
    expect(rtp).toBeLessThan(110);
  });
});
