'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormScheme } from '@/components/forms';
import type { Fields, SchemeForm } from '@/components/forms/types';
import type { FromHash, LinkError, Mode } from './compute';
import { currentHash, loadEngine, type Engine } from './engine-load';
import { useForms } from './useForms';
import { checkFragmentIn } from '@/lib/site/lookup';

/** The fields a link gives a form, or null when the form cannot show its document (the JSON text opens). */
function fieldsFromLink(form: SchemeForm, h: FromHash): Fields | null {
  if (h.params && form.fromLink) return form.fromLink(h.params);
  if (h.doc) return form.fromDocument(h.doc);
  return form.empty;
}

/**
 * The engine, and `load(engine, hash)` called with it once mounted (the server never sees the
 * fragment) and again when the visitor edits the fragment in the address bar.
 */
function useHashReader(load: (e: Engine, hash: string) => void) {
  const [engine, setEngine] = useState<Engine | null>(null);
  const [engineFailed, setEngineFailed] = useState(false);
  useEffect(() => {
    let gone = false;
    let onHash: (() => void) | null = null;
    loadEngine().then(
      (e) => {
        if (gone) return;
        setEngine(e);
        load(e, currentHash());
        onHash = () => load(e, currentHash());
        window.addEventListener('hashchange', onHash);
      },
      () => !gone && setEngineFailed(true),
    );
    return () => {
      gone = true;
      if (onHash) window.removeEventListener('hashchange', onHash);
    };
  }, [load]);
  return { engine, engineFailed };
}

/**
 * What /check/ edits, as the link gave it and the visitor changes it: the mode (a scheme's form or
 * the JSON text), each form's fields (kept while the visitor switches between forms), the pasted
 * document and an error of the link itself. `dirtyRef`: the visitor changed something (from then on the
 * fragment follows the inputs); `immediateRef`: the next computation runs without the debounce.
 */
export function useCheckLink() {
  const [ready, setReady] = useState(false);
  const [fromLink, setFromLink] = useState(false);
  /** set from the link (or to the backgammon app's form) before the page shows anything */
  const [mode, setMode] = useState<Mode>('document');
  const [fieldsBy, setFieldsBy] = useState<Partial<Record<FormScheme, Fields>>>({});
  const [document, setDocument] = useState('');
  const [linkError, setLinkError] = useState<LinkError | null>(null);
  /** "Checking…" until the first result of a link: the verdict then replaces it in the same live region */
  const [running, setRunning] = useState(false);
  /** counts the links read: reading one always recomputes, even when the inputs look the same */
  const [loads, setLoads] = useState(0);
  const immediateRef = useRef(true);
  const dirtyRef = useRef(false);
  /** the link being read: a form that arrives for an older one is not filled */
  const reading = useRef(0);
  const { forms, formFailed, getForm, loadFailed } = useForms();

  const load = useCallback(
    (e: Engine, hash: string) => {
      const h = e.readHash(hash);
      const seq = ++reading.current;
      immediateRef.current = true;
      dirtyRef.current = false;
      const m = h?.mode ?? e.SHORT_LINK_FORM;
      setFromLink(h !== null);
      setMode(m);
      setFieldsBy({});
      setDocument(h?.document ?? '');
      setLinkError(h?.linkError ?? null);
      setRunning(h !== null);
      setReady(true);
      setLoads((n) => n + 1);
      // the outcomes' renderer and the form load side by side, both while the page reads the link
      if (e.isScheme(h?.scheme)) e.loadOutcomes(h.scheme).catch(() => undefined);
      if (m === 'document') return;
      getForm(e, m).then((form) => {
        if (seq !== reading.current) return;
        const fields = h ? fieldsFromLink(form, h) : form.empty;
        immediateRef.current = true;
        if (fields === null) setMode('document');
        else setFieldsBy({ [m]: fields });
        setLoads((n) => n + 1);
      }, loadFailed);
    },
    [getForm, loadFailed],
  );
  const { engine, engineFailed } = useHashReader(load);

  const form = mode === 'document' ? undefined : forms[mode];
  const fields = mode === 'document' ? undefined : (fieldsBy[mode] ?? form?.empty);
  const edited = () => {
    dirtyRef.current = true;
    setLinkError(null);
  };
  /**
   * A check link pasted into a form's field (the whole app link where a seed goes) is opened, not
   * typed in. (The JSON box reads a link as its text: components/check/check.ts.)
   */
  const openedAsLink = (text: string): boolean => {
    const fragment = checkFragmentIn(text);
    if (fragment === null || !engine) return false;
    if (currentHash() === `#${fragment}`) load(engine, `#${fragment}`);
    else window.location.hash = fragment;
    return true;
  };
  const setField = (name: string, value: string) => {
    if (mode === 'document' || !form || openedAsLink(value)) return;
    edited();
    setFieldsBy((by) => ({ ...by, [mode]: { ...(by[mode] ?? form.empty), [name]: value } }));
  };
  const editDocument = (text: string) => {
    edited();
    setDocument(text);
  };
  const switchMode = (m: Mode) => {
    if (m === mode) return;
    edited();
    setMode(m);
    if (m !== 'document' && engine) getForm(engine, m).catch(loadFailed);
  };
  return { engine, engineFailed, ready, fromLink, mode, form, fields, formFailed, document, linkError, running, setRunning, loads, immediateRef, dirtyRef, setField, editDocument, switchMode };
}

export type CheckLink = ReturnType<typeof useCheckLink>;
