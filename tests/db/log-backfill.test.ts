// A database from before the commitment log: its proofs and hands have no entries. backfillLog()
// (run by db:seed, so by every npm start) logs them with their own commit times and freezes the
// revealed ones' log parts; after it the whole log checks out. Demo data is logged as published.
import { describe, expect, it } from 'vitest';

import { getDb } from '../../lib/db/client.ts';
import { demoProofs, seedDemo } from '../../lib/db/seed/demo.ts';
import { backfillLog } from '../../lib/db/seed/backfill.ts';
import { logSize, verifierKey } from '../../lib/db/log/index.ts';
import { getPublicProof } from '../../lib/db/proofs.ts';
import { verify, verdictOf } from '../../lib/fair/index.ts';
import { withScratchDatabase } from './fixtures.ts';
import { testProvider } from './helpers.ts';
import { checkWholeLog } from './log-check.ts';

withScratchDatabase('log_backfill');

describe(`logging the proofs stored before the log, on ${testProvider()}`, () => {
  it('logs the demo set as it is published: every served document verifies with the site key', async () => {
    const ids = await seedDemo();
    const vkey = await verifierKey();
    const hands = demoProofs().reduce((k, d) => k + ((d.doc.hands as unknown[] | undefined)?.length ?? 0), 0);
    expect(await logSize()).toBe(ids.size + hands);
    for (const { ref, committedOnly } of demoProofs()) {
      const doc = (await getPublicProof(ids.get(ref)!))!.document;
      const r = verify(doc, { vkey });
      expect(verdictOf(r), ref).toBe(committedOnly ? 'pending' : ref === 'dice-altered' ? 'failed' : 'verified');
      expect(r.log?.ok, ref).toBe(true);
    }
    await checkWholeLog(vkey);
    expect(await backfillLog()).toBe(0);
  });

  it('logs proofs and hands that have no entry, with their commit times, and freezes the revealed ones', async () => {
    const db = getDb();
    // as if stored before the `log` migration
    await db.proof.updateMany({ data: { logIndex: null, logParts: null } });
    await db.pokerHand.updateMany({ data: { logIndex: null } });
    await db.logEntry.deleteMany();
    await db.logHash.deleteMany();
    await db.logCheckpoint.deleteMany();
    const before = await db.proof.findMany({ select: { id: true, committedAt: true }, orderBy: { id: 'asc' } });
    const served = (await getPublicProof(before[0]!.id))!.document;
    expect(served.log).toBeUndefined();

    const logged = await backfillLog();
    expect(logged).toBe(before.length);
    const vkey = await verifierKey();
    await checkWholeLog(vkey);
    // commit times are kept: entry i of proof p says p's committedAt
    for (const { id, committedAt } of before) {
      const doc = (await getPublicProof(id))!.document;
      expect(doc.committedAt).toBe(committedAt.toISOString());
      expect((doc.log as { entry: string }).entry).toContain(`\ntime ${committedAt.toISOString()}\n`);
    }
    expect(await backfillLog()).toBe(0);
  });
});
