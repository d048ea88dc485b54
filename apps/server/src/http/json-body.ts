import type { FastifyInstance } from 'fastify';
import { invalidRequest } from '@/lib/errors.ts';

/** The deepest nesting of arrays and objects a JSON body may have; no call of ours needs more than a few. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]); // [ {
const CLOSERS = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text nests arrays and objects deeper than `max`: one pass over the characters that
 * skips strings (and their escapes), without parsing. Malformed text is left to the parser; a deep
 * body is refused before anything walks it recursively (the parser's proto check, validation, the
 * NUL scan), which is where 120,000 levels cost a stack overflow and seconds of CPU.
 */
export function jsonNestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPENERS.has(c)) {
      depth += 1;
      if (depth > max) return true;
    } else if (CLOSERS.has(c)) depth -= 1;
  }
  return false;
}

/** What a body nested too deeply is answered with (invalid.request, HTTP 400). */
export const tooDeepMessage = `nested deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * The JSON body parser of every route family (the vendor API keeps its own raw-bytes parser and runs
 * the same scan): the nesting scan first, then Fastify's own parser with its prototype-poisoning checks.
 */
export function installJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonNestsDeeperThan(text)) {
      done(invalidRequest({ _: tooDeepMessage }), undefined);
      return;
    }
    // Fastify's parser in its callback form (its type also allows a promise form, hence `void`).
    void parse(req, text, done);
  });
}
