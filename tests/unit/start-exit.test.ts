import { describe, expect, it } from 'vitest';
import { childExit } from '../../scripts/lib/proc';

describe('npm start ends as its server did (scripts/start.ts)', () => {
  it("passes the server's own status on, saying so when it is not 0", () => {
    expect(childExit(0, null)).toEqual({ status: 0, message: undefined });
    expect(childExit(1, null)).toEqual({ status: 1, message: 'server: exited with status 1' });
  });
  it('a server ended by a signal is not a silent exit 0: 128 + the signal, and a line naming it', () => {
    expect(childExit(null, 'SIGKILL')).toEqual({ status: 137, message: 'server: stopped by SIGKILL' });
    expect(childExit(null, 'SIGTERM')).toEqual({ status: 143, message: 'server: stopped by SIGTERM' });
  });
});
