// Publishers and their bearer tokens. A token is shown once, when created,
// and stored only as its SHA-256; a presented token is hashed and compared in
// constant time. Revoked tokens are refused.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import { getDb } from './client.ts';
import { exclusive, withSql } from './lock.ts';

const NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const TOKEN = /^fpk_[A-Za-z0-9_-]{43}$/;

const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest();

export class PublisherError extends Error {}

const newToken = () => `fpk_${randomBytes(32).toString('base64url')}`;

/** Creates a publisher; returns its token, which is not stored and cannot be shown again. */
export async function createPublisher(name: string): Promise<{ name: string; token: string }> {
  if (!NAME.test(name)) throw new PublisherError(`a publisher name is 1–64 characters of A–Z a–z 0–9 _ . - (starting with a letter or digit); got ${JSON.stringify(name)}`);
  const token = newToken();
  const existing = await exclusive(() => getDb().publisher.findUnique({ where: { name }, select: { id: true } }));
  if (existing) throw new PublisherError(`a publisher named "${name}" exists already`);
  await exclusive(() => getDb().publisher.create({ data: { name, tokenHash: hashToken(token).toString('hex') } }));
  return { name, token };
}

export interface PublisherInfo {
  name: string;
  createdAt: Date;
  revokedAt: Date | null;
  proofs: number;
}

export async function listPublishers(): Promise<PublisherInfo[]> {
  const rows = await exclusive(() =>
    getDb().publisher.findMany({
      orderBy: { id: 'asc' },
      select: { name: true, createdAt: true, revokedAt: true, _count: { select: { proofs: true } } },
    }),
  );
  return rows.map((r) => ({ name: r.name, createdAt: r.createdAt, revokedAt: r.revokedAt, proofs: r._count.proofs }));
}

/** Revokes a publisher's token; its proofs stay published. */
export async function revokePublisher(name: string): Promise<void> {
  const row = await exclusive(() => getDb().publisher.findUnique({ where: { name }, select: { id: true, revokedAt: true } }));
  if (!row) throw new PublisherError(`no publisher named "${name}"`);
  if (row.revokedAt) throw new PublisherError(`"${name}" was revoked on ${row.revokedAt.toISOString()}`);
  await exclusive(() => getDb().publisher.update({ where: { id: row.id }, data: { revokedAt: new Date() } }));
}

/**
 * Gives a publisher a new token, revoked or not: the old one is refused from now on, and the new one
 * goes on with the same publisher — its proofs still committed are revealed with it (a revoked
 * publisher's proofs could not be revealed by anyone else: a proof is its publisher's).
 */
export async function rotatePublisher(name: string): Promise<{ name: string; token: string }> {
  const row = await exclusive(() => getDb().publisher.findUnique({ where: { name }, select: { id: true, tokenHash: true } }));
  if (!row) throw new PublisherError(`no publisher named "${name}"`);
  const token = newToken();
  // only over the token read: of two rotations at once, one wins and the other says so (never two printed tokens, one dead)
  const { count } = await exclusive(() =>
    getDb().publisher.updateMany({ where: { id: row.id, tokenHash: row.tokenHash }, data: { tokenHash: hashToken(token).toString('hex'), revokedAt: null } }),
  );
  if (count !== 1) throw new PublisherError(`"${name}" was given a new token by another command at the same time: its token is the one that command printed`);
  return { name, token };
}

/** The publisher id of a valid, unrevoked token, or null. */
export async function authenticate(token: string): Promise<number | null> {
  if (!TOKEN.test(token)) return null;
  const digest = hashToken(token);
  // plain SQL (lib/db/sql.ts): every publishing request asks
  const [row] = await withSql((sql) =>
    sql.all<{ id: number; tokenHash: string; revokedAt: unknown }>('SELECT "id", "tokenHash", "revokedAt" FROM "Publisher" WHERE "tokenHash" = ?', [
      digest.toString('hex'),
    ]),
  );
  if (!row || row.revokedAt) return null;
  // The index found it by hash; compare the whole hash in constant time all the same.
  return timingSafeEqual(Buffer.from(row.tokenHash, 'hex'), digest) ? row.id : null;
}
