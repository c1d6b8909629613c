import { CopyText, type CopyLabels } from '@/components/ui/CopyText';
import { joinedClientSeed } from '@/lib/fair/schemes/die-round';

type Doc = Record<string, unknown>;

/**
 * A dice proof's inputs as the dice game's rules page's check-it-yourself snippet takes them — its
 * `serverSeed`, `commit` and `clientSeed` (the players' seeds joined with `:`), as lines to paste
 * above it — with a copy button. Before the reveal there is no server seed to give; null when the
 * document has no client seeds yet, or ones that are not all texts (its verification says so).
 */
export function SnippetInputs({ doc, lead, copy }: { doc: Doc; lead: string; copy: CopyLabels }) {
  const seeds: unknown = doc.clientSeeds;
  if (!Array.isArray(seeds) || seeds.length === 0 || !seeds.every((s): s is string => typeof s === 'string')) return null;
  const lines = [
    ...(typeof doc.serverSeed === 'string' ? [['serverSeed', doc.serverSeed]] : []),
    ...(typeof doc.commitment === 'string' ? [['commit', doc.commitment]] : []),
    ['clientSeed', joinedClientSeed(seeds)],
  ];
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
