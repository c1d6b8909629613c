// Prisma CLI configuration. One schema folder per provider
// (prisma/sqlite, prisma/postgres); the shared models are prisma/models.prisma.
//
// The folder is chosen by PRISMA_PROVIDER (sqlite | postgres), else from
// DATABASE_URL (postgres:// or postgresql:// → postgres), else sqlite.
// Normally you do not run the Prisma CLI directly: use
//   npm run db:generate     (both clients, offline)
//   npm run db:migrate      (apply committed migrations)
//   npm run db:migration -- <name>  (create the next migration for both providers)
import { defineConfig } from 'prisma/config';

function provider(): 'sqlite' | 'postgres' {
  const forced = process.env.PRISMA_PROVIDER;
  if (forced === 'sqlite' || forced === 'postgres') return forced;
  return /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '') ? 'postgres' : 'sqlite';
}

const p = provider();
const url = process.env.DATABASE_URL || (p === 'sqlite' ? 'file:./data/fair.db' : undefined);

export default defineConfig({
  schema: `prisma/${p}`,
  migrations: { path: `prisma/${p}/migrations` },
  ...(url ? { datasource: { url } } : {}),
});
