/**
 * The /verifier page's code samples, their comments in the page's language (the `Verifier.code*`
 * messages). The code itself never changes with the language; each comment is aligned after the
 * longest line, as a terminal shows them.
 */

/** `lines` as [code, comment] pairs, the comments aligned in one column after `marker`. */
function commented(lines: [string, string][], marker: string): string {
  const width = Math.max(...lines.map(([code]) => code.length));
  return lines.map(([code, comment]) => `${code.padEnd(width)}  ${marker} ${comment}`).join('\n');
}

export interface NodeComments {
  report: string;
  json: string;
  stdin: string;
  help: string;
}

export const nodeSample = (c: NodeComments): string =>
  commented(
    [
      ['node verifier.js proof.json', c.report],
      ['node verifier.js proof.json --json', c.json],
      ['node verifier.js - < proof.json', c.stdin],
      ['node verifier.js --help', c.help],
    ],
    '#',
  );

export interface BrowserComments {
  read: string;
  verify: string;
  result: string;
}

export const browserSample = (c: BrowserComments): string => `<script src="verifier.js"></script>
<script>
  // ${c.read}
  const doc = FairVerifier.parseCheckLink(location.href);
  // ${c.verify}
  const report = FairVerifier.verify(doc);
  // ${c.result}
  console.log(report.ok, report.mismatches);
</script>`;
