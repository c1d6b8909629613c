import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { eventName } from '@/components/proof/eventName';
import { Diagnosis } from '@/components/verify/Diagnosis';
import { diagnose, parseProof, verify, type Proof } from '@/lib/fair/core';
import { allCases } from './fair/helpers';

/**
 * "N recorded values differ; the first: …" names its path as the differences beside it name theirs
 * (eventName, from the scheme's own events): one name for one difference, in the player's words.
 */
const messages = (locale: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;

function render(locale: string, body: () => ReturnType<typeof createElement>): string {
  const config = { locale, timeZone: 'UTC', messages: messages(locale) } as ComponentProps<typeof NextIntlClientProvider>;
  return renderToStaticMarkup(createElement(NextIntlClientProvider, config, createElement(body))).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

/** The first difference's name and the diagnosis under it, as a page renders them in `locale`. */
function shown(locale: string, doc: Record<string, unknown>): { name: string; diagnosis: string } {
  const proof = parseProof(doc) as Proof;
  const report = verify(doc);
  const at = report.mismatches[0]!.at;
  const hints = diagnose(doc, report, proof);
  let name = '';
  const diagnosis = render(locale, function Names() {
    const to = useTranslations('Outcomes');
    name = eventName(to, proof, at);
    return createElement(Diagnosis, { hints, nameOf: (p: string) => eventName(to, proof, p) });
  });
  return { name, diagnosis };
}

const failing = allCases().filter(({ c }) => (c as { expect?: { ok?: boolean } }).expect?.ok === false && verify(c.proof).mismatches.length > 0);

describe('the diagnosis names where outcomes differ as the differences do', () => {
  it('covers failing vectors of every kind of event', () => {
    expect(failing.length).toBeGreaterThan(3);
  });
  for (const { scheme, c } of failing) {
    it.each(['ru', 'ro', 'en'])(`${scheme} "${c.name}" in %s`, (locale) => {
      const { name, diagnosis } = shown(locale, c.proof as Record<string, unknown>);
      const at = verify(c.proof).mismatches[0]!.at;
      // in words, never a report path (commitments and log parts are named by the page apart)
      if (!/^(commit|log|hands\[\d+\]\.log)/.test(at)) expect(name).not.toBe(at);
      if (diagnosis.includes(locale === 'ru' ? 'первое —' : locale === 'ro' ? 'prima:' : 'the first:')) {
        expect(diagnosis).toContain(name.charAt(0).toLocaleLowerCase(locale) + name.slice(1));
      }
    });
  }
  it('a changed receipt card: its hand, its position and the card, in both places', () => {
    const doc = allCases().find(({ scheme, c }) => scheme === 'poker_hmac_v1' && c.name === 'receipt with a swapped card')!.c.proof as Record<string, unknown>;
    const { name, diagnosis } = shown('ru', doc);
    expect(name).toMatch(/^Раздача 3: карта (10|[2-9JQKA])[♠♥♦♣] из квитанции, корень/);
    expect(diagnosis).toContain(`первое — р${name.slice(1)}`);
  });
});
