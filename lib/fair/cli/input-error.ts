/** Where a command writes: its text on stdout, its complaints on stderr. */
export interface Out {
  out(text: string): void;
  err(text: string): void;
}

/**
 * The command line's answer to bad input, for `verify`, `audit` and `tlog-proof` alike: one line
 * on stderr, with `--json` the API's error body on stdout, and exit status 2.
 */
export const inputErrorFor =
  (io: Out, json: boolean) =>
  (field: string, message: string): number => {
    io.err(`input error: ${field}: ${message}`.replace(/\s+/g, ' '));
    if (json) io.out(JSON.stringify({ error: { code: 'invalid_input', field, message } }));
    return 2;
  };
