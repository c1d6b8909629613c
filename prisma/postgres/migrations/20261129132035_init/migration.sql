-- CreateTable
CREATE TABLE "Publisher" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "Publisher_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Proof" (
    "id" SERIAL NOT NULL,
    "scheme" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'committed',
    "commitment" TEXT NOT NULL,
    "commitB" TEXT,
    "committedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revealedAt" TIMESTAMP(3),
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

    CONSTRAINT "Proof_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PokerHand" (
    "proofId" INTEGER NOT NULL,
    "n" INTEGER NOT NULL,
    "seats" TEXT NOT NULL,
    "handCommitment" TEXT NOT NULL,
    "root" TEXT NOT NULL,
    "committedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "body" TEXT NOT NULL,

    CONSTRAINT "PokerHand_pkey" PRIMARY KEY ("proofId","n")
);

-- CreateIndex
CREATE UNIQUE INDEX "Publisher_name_key" ON "Publisher"("name");

-- CreateIndex
CREATE UNIQUE INDEX "Publisher_tokenHash_key" ON "Publisher"("tokenHash");

-- CreateIndex
CREATE INDEX "Proof_game_id_idx" ON "Proof"("game", "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Proof_publisherId_ref_key" ON "Proof"("publisherId", "ref");

-- AddForeignKey
ALTER TABLE "Proof" ADD CONSTRAINT "Proof_publisherId_fkey" FOREIGN KEY ("publisherId") REFERENCES "Publisher"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PokerHand" ADD CONSTRAINT "PokerHand_proofId_fkey" FOREIGN KEY ("proofId") REFERENCES "Proof"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
