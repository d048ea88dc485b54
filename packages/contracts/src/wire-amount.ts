import { z } from 'zod';
import { ExactNumber } from './exact-number.ts';

/**
 * A money field of an answer (decision 0033): a JSON number in the currency, exact to the last minor
 * unit at any size. The server fills it with `toWireAmount` (an ExactNumber, written as bare digits);
 * the site reads it with `parseExactJson`, which gives a plain number where a double keeps every digit
 * and an ExactNumber where it would not; `wireToMinor` turns either into bigint minor units.
 */
export const wireAmountSchema = z
  .union([z.number(), z.instanceof(ExactNumber)])
  .meta({ description: 'A decimal number in the currency, exact at any size' });
