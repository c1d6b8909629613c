/** Tolerant parser for backgammon rolls pasted by a player. */
import { fail } from './errors';
import type { Pair } from './types';

/** Longest part of a line an error quotes: a paste with no space in it is not repeated whole. */
const QUOTED = 40;

/** Whether a UTF-16 code unit is the second half of a character outside the BMP (an emoji). */
const isLowSurrogate = (c: number): boolean => c >= 0xdc00 && c <= 0xdfff;

/** A line as an error quotes it: whole, or its first QUOTED characters and "…", never half an emoji. */
function lineStart(line: string): string {
  if (line.length <= QUOTED) return line;
  return `${line.slice(0, isLowSurrogate(line.charCodeAt(QUOTED)) ? QUOTED + 1 : QUOTED)}…`;
}

/** The item (a run without white space) around `index`; when it is long, the part of it around `index`. */
function chunkAt(line: string, index: number): string {
  let a = index;
  let b = index;
  while (a > 0 && !/\s/.test(line[a - 1]!)) a--;
  while (b < line.length && !/\s/.test(line[b]!)) b++;
  if (b - a <= QUOTED) return line.slice(a, b);
  let start = Math.max(a, index - 12);
  if (isLowSurrogate(line.charCodeAt(start))) start--;
  return `${start > a ? '…' : ''}${lineStart(line.slice(start, b))}`;
}

/** After a number: "1." or "1)" — it numbers a roll. */
const MARKER_AFTER = /\s*[.)](\s|$|\[|\()/y;
/** After a number: "1:" or "1 " — a roll's number when the count of digits says so. */
const NUMBER_AFTER = /\s*:?\s/y;
const NUMBER_LAST = /\s*:\s*$/y;

/** Whether the sticky pattern matches `line` at `at`. */
function follows(re: RegExp, line: string, at: number): boolean {
  re.lastIndex = at;
  return re.test(line);
}

/** The last character before `at` that is not white space ('' if none). */
function lastNonSpaceBefore(line: string, at: number): string {
  let i = at - 1;
  while (i >= 0 && /\s/.test(line[i]!)) i--;
  return i >= 0 ? line[i]! : '';
}

/**
 * Read recorded rolls in any of the usual notations: `1. 6-3`, `6-3`, `6:3`, `63`, `6 3`,
 * `[6,3]`, a JSON list of pairs (read like any other text), or the link form `6344…`; one per line or all on one line,
 * with or without roll numbers (`1.`, `1)`, `#1`, `Roll 1:`), stray spaces ignored.
 * @returns the rolls in order
 * @throws InputError (field `recorded`) naming the line and item it cannot read
 */
export function parseRecordedRolls(text: string): Pair[] {
  if (typeof text !== 'string') fail('recorded', 'expected', { expected: 'rollsText' });
  const rolls: Pair[] = [];
  const lines = text.split(/\r\n|\r|\n|;/);
  lines.forEach((raw, li) => {
    const line1 = lines.length > 1 ? li + 1 : 0;
    const line = raw.replace(/\broll(s)?\b/gi, ' ');
    const bad = /[^0-9\s\-:,.()[\]{}#|/x×–—]/.exec(line);
    if (bad) fail('recorded', 'unreadable', { line: line1, got: chunkAt(line, bad.index), why: 'format' });
    const runs: { text: string; index: number; marker: boolean; numberLike: boolean }[] = [];
    for (const m of line.matchAll(/\d+/g)) {
      // what is around the number, read in place: a copy of the line before each number made a
      // long line of rolls quadratic in its length (an app link with a long match held /check)
      const end = m.index + m[0].length;
      const marker = follows(MARKER_AFTER, line, end) || lastNonSpaceBefore(line, m.index) === '#';
      const numberLike = follows(NUMBER_AFTER, line, end) || follows(NUMBER_LAST, line, end);
      runs.push({ text: m[0], index: m.index, marker, numberLike });
    }
    let dice = runs.filter((r) => !r.marker).reduce((n, r) => n + r.text.length, 0);
    const first = runs.find((r) => !r.marker);
    if (dice % 2 === 1 && first && first === runs[0] && first.numberLike && (dice - first.text.length) % 2 === 0 && dice > first.text.length) {
      first.marker = true;
      dice -= first.text.length;
    }
    const faces: number[] = [];
    for (const r of runs) {
      if (r.marker) continue;
      for (let i = 0; i < r.text.length; i++) {
        const d = r.text.charCodeAt(i) - 48;
        if (d < 1 || d > 6) fail('recorded', 'unreadable', { line: line1, got: chunkAt(line, r.index + i), why: 'face' });
        faces.push(d);
      }
    }
    if (faces.length % 2 === 1) fail('recorded', 'unreadable', { line: line1, got: lineStart(raw.trim()), why: 'odd' });
    for (let i = 0; i < faces.length; i += 2) rolls.push([faces[i]!, faces[i + 1]!]);
  });
  return rolls;
}
