-- CreateTable
CREATE TABLE "StatsCount" (
    "name" TEXT NOT NULL,
    "cell" INTEGER NOT NULL,
    "shard" INTEGER NOT NULL,
    "count" BIGINT NOT NULL,

    PRIMARY KEY ("name", "cell", "shard")
);

-- A database without revealed proofs is fully counted from the start. One that has some gets no
-- "built" row: `npm run stats:rebuild` (run by `npm start` before it serves) counts them, and until
-- then GET /api/v1/stats answers 503 instead of wrong counts.
INSERT INTO "StatsCount" ("name", "cell", "shard", "count")
SELECT 'built', 0, 0, 1 WHERE NOT EXISTS (SELECT 1 FROM "Proof" WHERE "status" = 'revealed');
