-- CreateTable
CREATE TABLE "Proof" (
    "id" SERIAL NOT NULL,
    "scheme" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'committed',
    "commitment" TEXT NOT NULL,
    "committedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revealedAt" TIMESTAMP(3),
    "document" TEXT NOT NULL,
    "serverSeed" TEXT,
    "verdict" TEXT,
    "publisherId" TEXT,
    "ref" TEXT,

    CONSTRAINT "Proof_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Proof_game_id_idx" ON "Proof"("game", "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Proof_publisherId_ref_key" ON "Proof"("publisherId", "ref");
