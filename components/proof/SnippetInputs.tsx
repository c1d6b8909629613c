import { CopyText, type CopyLabels } from '@/components/ui/CopyText';
import { snippetInputsOf } from '@/lib/fair/schemes';

type Doc = Record<string, unknown>;

/**
 * A proof's inputs as its game's rules page's check-it-yourself snippet takes them (the dice game's:
 * lib/fair's snippetInputsOf), as lines to paste above it, with a copy button; nothing for a game
 * whose rules page gives no snippet.
 */
export function SnippetInputs({ doc, lead, copy }: { doc: Doc; lead: string; copy: CopyLabels }) {
  const lines = snippetInputsOf(doc);
  if (!lines) return null;
  const text = lines.map(([name, value]) => `const ${name} = ${JSON.stringify(value)};`).join('\n');
  return (
    <div className="mt-4 space-y-1.5" data-testid="snippet-inputs">
      <p className="text-sm text-muted">
        {lead}
        <CopyText text={text} labels={copy} />
      </p>
      <pre className="rounded-lg border border-line bg-page p-3 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap">
        {text}
      </pre>
    </div>
  );
}
