'use client';

import { useCopy } from './useCopy';

/** What a copy button says, in the page's language (its server parent translates them). */
export interface CopyLabels {
  /** the button's text, e.g. "Copy" */
  copy: string;
  /** its accessible name, naming what it copies, e.g. "Copy the server seed" */
  name: string;
  /** said for a few seconds once copied, e.g. "Copied" */
  copied: string;
  /** said when the browser refused */
  failed: string;
}

/**
 * A small copy button under a long value (a seed, a seal, a match id, the support address): a
 * real <button>, so Tab and Enter or Space reach it; what happened is said in a status region. On a
 * line of its own: beside the value, the line grew and moved the value when the button arrived, and
 * a button drawn before its word fitted at the end of a line it then left. Not shown without
 * JavaScript, where it would do nothing (data-needs-js, the layout).
 */
export function CopyText({ text, labels }: { text: string; labels: CopyLabels }) {
  const [state, copy] = useCopy(2500);
  return (
    <span className="mt-1.5 flex items-center gap-1.5 whitespace-nowrap" data-needs-js="">
      <button
        type="button"
        onClick={() => void copy(text)}
        aria-label={labels.name}
        className="inline-flex min-h-8 items-center rounded-md border border-line bg-surface px-2 text-xs font-medium text-muted hover:border-accent hover:text-accent"
        data-copy={text}
      >
        {state === 'copied' ? labels.copied : labels.copy}
      </button>
      <span role="status" className={state === 'failed' ? 'text-xs text-bad' : 'sr-only'}>
        {state === 'copied' ? labels.copied : state === 'failed' ? labels.failed : ''}
      </span>
    </span>
  );
}
