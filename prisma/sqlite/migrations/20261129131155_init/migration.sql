-- CreateTable
CREATE TABLE "Proof" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "scheme" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'committed',
    "commitment" TEXT NOT NULL,
    "committedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revealedAt" DATETIME,
    "document" TEXT NOT NULL,
    "serverSeed" TEXT,
    "verdict" TEXT,
    "publisherId" TEXT,
    "ref" TEXT
);

-- CreateIndex
CREATE INDEX "Proof_game_id_idx" ON "Proof"("game", "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Proof_publisherId_ref_key" ON "Proof"("publisherId", "ref");
