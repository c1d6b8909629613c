'use client';

import { useTranslations } from 'next-intl';
import { documentFragmentOf, readDocument } from '@/components/check/document-text';
import { DocumentInput } from '../DocumentInput';
import { documentFragment, type Built, type Doc, type FormProps, type SchemeForm, type SchemeInfo } from '../types';

/**
 * Poker: a player's receipt (the cards the table gave when they left it, with
 * their Merkle paths) or a session's document, pasted or dropped as JSON. Every error shows at the
 * one box, with the document path it is about.
 */
const EMPTY = { document: '' };

const toDocument = (scheme: SchemeInfo) => (f: Record<string, string>): Built => {
  const read = readDocument(f.document ?? '');
  if (read === null) return { doc: null };
  if ('error' in read) return { doc: null, error: read.error };
  if (read.doc.scheme !== scheme.id) {
    return { doc: read.doc, error: { field: 'document', key: 'Forms.poker.notPoker', values: { scheme: String(read.doc.scheme ?? '—').slice(0, 40) } } };
  }
  return { doc: read.doc };
};

function PokerForm(form: FormProps) {
  const t = useTranslations('Forms');
  return (
    <div className="space-y-3">
      <DocumentInput
        id="poker-document"
        label={t('poker.label')}
        hint={t('poker.hint')}
        value={form.fields.document ?? ''}
        error={form.errorAt('document')}
        onChange={(text) => form.set('document', text)}
      />
    </div>
  );
}

export const makeForm = (scheme: SchemeInfo): SchemeForm => ({
  empty: EMPTY,
  fromDocument: (doc: Doc) => ({ document: JSON.stringify(doc, null, 2) }),
  toDocument: toDocument(scheme),
  // unreadable JSON goes into the link as typed (it then reopens as a pasted document)
  fragment: (f, built) => (built.doc ? documentFragment(built.doc) : documentFragmentOf(f.document ?? '')),
  // every path shows at the one box, named (compute.ts prefixes the path for `document`)
  fieldOf: () => 'document',
  heavy: (f) => {
    const text = f.document ?? '';
    return text.length > 150_000 || ((text.match(/"handCommitment"/g)?.length ?? 0) > 30 && /"serverSeed"/.test(text));
  },
  Form: PokerForm,
});
