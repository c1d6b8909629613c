'use client';

import { useCallback, useRef, useState } from 'react';
import type { FormScheme } from '@/components/forms';
import type { SchemeForm } from '@/components/forms/types';
import type { Engine } from './engine-load';

/** /check/'s scheme forms, each loaded when first shown (components/forms/index.ts) and kept. */
export function useForms() {
  /** the form modules loaded so far */
  const [forms, setForms] = useState<Partial<Record<FormScheme, SchemeForm>>>({});
  const [formFailed, setFormFailed] = useState(false);
  const cache = useRef<Partial<Record<FormScheme, SchemeForm>>>({});

  const getForm = useCallback((e: Engine, scheme: FormScheme): Promise<SchemeForm> => {
    const cached = cache.current[scheme];
    if (cached) return Promise.resolve(cached);
    return e.FORMS[scheme]().then((form) => {
      cache.current[scheme] = form;
      setForms((f) => ({ ...f, [scheme]: form }));
      setFormFailed(false);
      return form;
    });
  }, []);
  const loadFailed = useCallback(() => setFormFailed(true), []);
  return { forms, formFailed, getForm, loadFailed };
}
