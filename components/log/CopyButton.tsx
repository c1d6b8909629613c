'use client';

import { useCopy } from '@/components/ui/useCopy';

/** Copies `text` to the clipboard; says so (politely) for a few seconds, or that it could not. */
export function CopyButton({
  text,
  label,
  copied,
  failed,
  className = '',
}: {
  text: string;
  label: string;
  copied: string;
  failed: string;
  className?: string;
}) {
  const [state, copy] = useCopy();
  return (
    // not shown without JavaScript, where it would do nothing (data-needs-js, the layout)
    <span className="inline-flex flex-wrap items-center gap-2" data-needs-js="">
      <button
        type="button"
        onClick={() => void copy(text)}
        className={`inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-3 py-1.5 text-sm font-medium hover:border-accent hover:text-accent ${className}`}
      >
        {label}
      </button>
      <span role="status" className="text-sm text-muted">
        {state === 'copied' ? copied : state === 'failed' ? failed : ''}
      </span>
    </span>
  );
}
