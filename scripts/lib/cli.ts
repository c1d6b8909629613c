/**
 * How every command ends: its exit code, or — when it throws — one line naming the command and
 * what went wrong (`token: a publisher named "x" exists already`), exit 1 (a usage error: 2).
 * Never a stack trace: `DEBUG=1` adds it. `cleanup` (e.g. closing the database) runs either way.
 */
export class UsageError extends Error {
  override name = 'UsageError';
}

/**
 * @param exit2 - error classes that, like a UsageError, mean "you asked for something wrong" (exit 2)
 */
export function runCommand(
  name: string,
  main: () => Promise<number | void>,
  cleanup?: () => Promise<unknown>,
  exit2: readonly (abstract new (...args: never[]) => Error)[] = [],
): void {
  const finish = async (code: number) => {
    await cleanup?.().catch(() => undefined);
    process.exit(code);
  };
  main().then(
    (code) => finish(code ?? 0),
    (e: unknown) => {
      console.error(`${name}: ${oneLine(e)}`);
      if (process.env.DEBUG && e instanceof Error) console.error(e.stack);
      return finish(e instanceof UsageError || exit2.some((c) => e instanceof c) ? 2 : 1);
    },
  );
}

/**
 * An error's message on one line: its first line (the schema engine puts a backtrace below it),
 * or for Prisma's "Invalid `…` invocation in <file> <code>" its last line, which is the reason.
 */
export function oneLine(e: unknown): string {
  const lines = (e instanceof Error ? e.message : String(e)).split('\n').map((l) => l.trim()).filter(Boolean);
  const line = lines[0]?.startsWith('Invalid `') ? lines.at(-1) : lines[0];
  return line || (e instanceof Error ? e.name : 'failed');
}
