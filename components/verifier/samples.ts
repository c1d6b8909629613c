/**
 * The /verifier page's code samples, their comments in the page's language (the `Verifier.code*`
 * messages). The code itself never changes with the language. Each comment is on its own line
 * above its code: beside it, aligned after the longest command, the comments began past a
 * phone's screen (360 px) and were cut off by the box's scroll.
 */

export interface NodeComments {
  report: string;
  json: string;
  stdin: string;
  help: string;
}

export const nodeSample = (c: NodeComments): string => `# ${c.report}
node verifier.js proof.json
# ${c.json}
node verifier.js proof.json --json
# ${c.stdin}
node verifier.js - < proof.json
# ${c.help}
node verifier.js --help`;

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
