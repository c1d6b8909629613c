/**
 * A block of exact text — a log entry, a checkpoint, a key — to read, select
 * and copy: monospace, wrapped anywhere, focusable (it may scroll), labelled.
 */
export function TextBlock({ children, label, selectAll = false }: { children: string; label: string; selectAll?: boolean }) {
  return (
    <pre
      tabIndex={0}
      aria-label={label}
      className={`overflow-x-auto rounded-lg border border-line bg-page p-2.5 font-mono text-xs leading-relaxed whitespace-pre-wrap break-all${selectAll ? ' select-all' : ''}`}
    >
      {children}
    </pre>
  );
}
