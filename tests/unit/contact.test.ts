// The support contact beside a failed verdict (components/verify/ContactBox.tsx, used by proof
// pages, /check and a receipt's check) and what `npm start` says when CONTACT_EMAIL cannot be shown.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactBox } from '@/components/verify/ContactBox';
import { contactWarning } from '@/lib/site/contact';

const messages = (locale: string) => JSON.parse(readFileSync(join(import.meta.dirname, `../../messages/${locale}.json`), 'utf8')) as Record<string, Record<string, string>>;

function render(locale: string, props: Parameters<typeof ContactBox>[0]): string {
  const config: Omit<ComponentProps<typeof NextIntlClientProvider>, 'children'> = { locale, timeZone: 'UTC', messages: messages(locale) };
  return renderToStaticMarkup(createElement(NextIntlClientProvider, config as ComponentProps<typeof NextIntlClientProvider>, createElement(ContactBox, props)));
}
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

describe('the contact box', () => {
  it('with CONTACT_EMAIL: the address as a mailto link in data-contact, and what to send', () => {
    const html = render('en', { contact: 'help@example.org', proofId: 16 });
    expect(html).toContain('data-contact="help@example.org"');
    expect(html).toContain('href="mailto:help@example.org?subject=Game%20No.%2016%20does%20not%20verify"');
    expect(text(html)).toContain('Something does not match. Write to help@example.org and send:');
    expect(text(html)).toContain('the game number: 16');
    expect(text(html)).toContain('the link to this page');
    expect(text(html)).not.toContain('your receipt');
    // the address wraps only before "@" and dots, never mid-word; a copy button names what it copies
    expect(html).not.toContain('break-all');
    expect(html).toContain('help<wbr/>@example<wbr/>.org');
    expect(html).toMatch(/<button type="button" aria-label="Copy: the support address"[^>]*data-copy="help@example.org">Copy<\/button>/);
  });

  it.each(['ru', 'ro'])('names the copy button in the page language (%s)', (locale) => {
    const html = render(locale, { contact: 'help@example.org' });
    expect(html).toContain(`aria-label="${messages(locale).Contact!.copyAddress!}"`);
    expect(text(html)).toContain(messages(locale).Contact!.copy!);
  });

  it.each([
    ['en', "Something does not match. Tell the game's support, from inside the app, and send:"],
    ['ru', 'Что-то не сходится. Напишите в поддержку игры прямо в приложении и пришлите:'],
    ['ro', 'Ceva nu corespunde. Scrie suportului jocului, direct din aplicație, și trimite:'],
  ])('without CONTACT_EMAIL (%s): the game’s in-app support, no address', (locale, sentence) => {
    const html = render(locale, { contact: null, receipt: true });
    expect(html).toContain('data-contact=""');
    expect(html).not.toContain('mailto:');
    expect(text(html)).toContain(sentence);
    expect(text(html)).toContain(messages(locale).Contact!.sendReceipt!);
  });
});

describe("npm start's warning about CONTACT_EMAIL", () => {
  it('says what players see when it is unset or malformed, nothing when it is an address', () => {
    expect(contactWarning(undefined)).toBe(
      "warning: CONTACT_EMAIL is not set: a failed verdict tells players to use the game's in-app support. Set CONTACT_EMAIL=<address> to show yours beside it.",
    );
    expect(contactWarning('  ')).toBe(contactWarning(undefined));
    expect(contactWarning('not an address')).toBe(
      'warning: CONTACT_EMAIL "not an address" is not an e-mail address and is ignored: a failed verdict tells players to use the game\'s in-app support.',
    );
    expect(contactWarning('fair@example.org')).toBeNull();
  });
});
