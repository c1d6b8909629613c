/**
 * /check's verification off the main thread (components/verify/verifyOffThread.ts' checkOffThread,
 * decision 0022): the outcome is check.ts' whether a worker answers or the main thread does; one
 * worker serves the page's checks, a check the visitor typed past ends its worker, and a worker that
 * cannot load leaves the checking to the main thread. And a pasted text's #fragment, which the check
 * makes where it runs.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { check, type CheckInput } from '@/components/check/check';
import { documentFragmentOf } from '@/components/check/document-text';
import { buildCheckLink } from '@/lib/fair/core';
import type { WorkerReply, WorkerRequest } from '@/components/verify/worker-protocol';
import { loadVectors } from './fair/helpers';

const doc = loadVectors('roll_pair_v1').cases.find((c) => c.expect.ok === true)!.proof;
const input: CheckInput = { doc };

/** A Worker that answers with check.ts in a later task, as the real one does (or fails to load, or never answers). */
class FakeWorker {
  static made: FakeWorker[] = [];
  static mode: 'answer' | 'silent' | 'fail' = 'answer';
  onmessage: ((e: { data: WorkerReply }) => void) | null = null;
  onerror: ((e: { preventDefault(): void }) => void) | null = null;
  terminated = false;
  requests: WorkerRequest[] = [];
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(request: WorkerRequest) {
    this.requests.push(request);
    setTimeout(() => {
      if (this.terminated || FakeWorker.mode === 'silent') return;
      if (FakeWorker.mode === 'fail') return this.onerror?.({ preventDefault: () => undefined });
      if (request.kind === 'check') this.onmessage?.({ data: { kind: 'checked', outcome: check(request.input) } });
    }, 0);
  }
  terminate() {
    this.terminated = true;
  }
}

async function load() {
  vi.resetModules();
  return import('@/components/verify/verifyOffThread');
}

describe('checkOffThread', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    FakeWorker.mode = 'answer';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('gives check.ts\' outcome on the main thread where there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined);
    const { checkOffThread } = await load();
    const outcome = await checkOffThread(input, undefined).outcome;
    expect(outcome).toEqual(check(input));
    expect(outcome.kind === 'report' && outcome.verdict).toBe('verified');
    expect(await checkOffThread({ text: '{' }, undefined).outcome).toEqual(check({ text: '{' }));
  });

  it('asks one worker for every check, with the verifier key', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { checkOffThread, startChecker } = await load();
    startChecker();
    expect(await checkOffThread(input, 'key').outcome).toEqual(check(input));
    expect(await checkOffThread({ text: 'not json' }, undefined).outcome).toEqual(check({ text: 'not json' }));
    expect(FakeWorker.made).toHaveLength(1);
    expect(FakeWorker.made[0]!.requests).toEqual([
      { kind: 'check', input, vkey: 'key' },
      { kind: 'check', input: { text: 'not json' }, vkey: undefined },
    ]);
  });

  it('ends a worker still on a check the visitor typed past; the next check starts another', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { checkOffThread } = await load();
    FakeWorker.mode = 'silent';
    const first = checkOffThread(input, undefined);
    let settled = false;
    first.outcome.then(() => (settled = true), () => (settled = true));
    first.cancel();
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    FakeWorker.mode = 'answer';
    expect(await checkOffThread(input, undefined).outcome).toEqual(check(input));
    expect(FakeWorker.made).toHaveLength(2);
    expect(settled).toBe(false);
    // a finished check's cancel ends nothing: its worker serves the next one
    const done = checkOffThread(input, undefined);
    await done.outcome;
    done.cancel();
    expect(FakeWorker.made[1]!.terminated).toBe(false);
  });

  it('checks on the main thread once the worker could not load', async () => {
    vi.stubGlobal('Worker', FakeWorker);
    const { checkOffThread } = await load();
    FakeWorker.mode = 'fail';
    expect(await checkOffThread(input, undefined).outcome).toEqual(check(input));
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    expect(await checkOffThread(input, undefined).outcome).toEqual(check(input));
    expect(FakeWorker.made).toHaveLength(1);
  });
});

describe("check.ts: a pasted text's fragment, made where the check runs", () => {
  it("is a valid document's check link, whatever its layout", () => {
    for (const text of [JSON.stringify(doc), JSON.stringify(doc, null, 2)]) {
      const out = check({ text });
      expect(out.kind).toBe('report');
      expect(out.kind !== 'idle' && out.fragment).toBe(buildCheckLink(doc));
    }
  });

  it('is the text as typed when it is not a valid document, and nothing for a form or an empty box', () => {
    const broken = JSON.stringify({ ...doc, serverSeed: 'zz' });
    for (const text of [broken, '{"scheme":', 'not json']) {
      const out = check({ text });
      expect(out.kind).toBe('error');
      expect(out.kind !== 'idle' && out.fragment).toBe(documentFragmentOf(text));
    }
    const fromForm = check({ doc });
    expect(fromForm.kind !== 'idle' && fromForm.fragment).toBeUndefined();
    expect(check({ text: '  ' })).toEqual({ kind: 'idle' });
  });
});
