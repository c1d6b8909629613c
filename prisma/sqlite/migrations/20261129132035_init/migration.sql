-- CreateTable
CREATE TABLE "Publisher" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" DATETIME
);

-- CreateTable
CREATE TABLE "Proof" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "scheme" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'committed',
    "commitment" TEXT NOT NULL,
    "commitB" TEXT,
    "committedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revealedAt" DATETIME,
    "clientSeeds" TEXT,
    "count" INTEGER,
    "recorded" TEXT,
    "params" TEXT,
    "serverSeed" TEXT,
    "seedB" TEXT,
    "verdict" TEXT,
    "report" TEXT,
    "commitBody" TEXT NOT NULL,
    "revealBody" TEXT,
    "publisherId" INTEGER NOT NULL,
    "ref" TEXT,
    CONSTRAINT "Proof_publisherId_fkey" FOREIGN KEY ("publisherId") REFERENCES "Publisher" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PokerHand" (
    "proofId" INTEGER NOT NULL,
    "n" INTEGER NOT NULL,
    "seats" TEXT NOT NULL,
    "handCommitment" TEXT NOT NULL,
    "root" TEXT NOT NULL,
    "committedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "body" TEXT NOT NULL,

    PRIMARY KEY ("proofId", "n"),
    CONSTRAINT "PokerHand_proofId_fkey" FOREIGN KEY ("proofId") REFERENCES "Proof" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "Publisher_name_key" ON "Publisher"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Publisher_tokenHash_key" ON "Publisher"("tokenHash");

-- CreateIndex
CREATE INDEX "Proof_game_id_idx" ON "Proof"("game", "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Proof_publisherId_ref_key" ON "Proof"("publisherId", "ref");
