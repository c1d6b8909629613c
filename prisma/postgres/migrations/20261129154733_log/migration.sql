/*
  Warnings:

  - A unique constraint covering the columns `[logIndex]` on the table `PokerHand` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[logIndex]` on the table `Proof` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "PokerHand" ADD COLUMN     "logIndex" INTEGER;

-- AlterTable
ALTER TABLE "Proof" ADD COLUMN     "logIndex" INTEGER,
ADD COLUMN     "logParts" TEXT;

-- CreateTable
CREATE TABLE "LogEntry" (
    "index" INTEGER NOT NULL,
    "entry" TEXT NOT NULL,

    CONSTRAINT "LogEntry_pkey" PRIMARY KEY ("index")
);

-- CreateTable
CREATE TABLE "LogHash" (
    "level" INTEGER NOT NULL,
    "idx" INTEGER NOT NULL,
    "hash" BYTEA NOT NULL,

    CONSTRAINT "LogHash_pkey" PRIMARY KEY ("level","idx")
);

-- CreateTable
CREATE TABLE "LogCheckpoint" (
    "keyId" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "note" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LogCheckpoint_pkey" PRIMARY KEY ("keyId","size")
);

-- CreateTable
CREATE TABLE "LogKey" (
    "id" INTEGER NOT NULL,
    "secret" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LogKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PokerHand_logIndex_key" ON "PokerHand"("logIndex");

-- CreateIndex
CREATE UNIQUE INDEX "Proof_logIndex_key" ON "Proof"("logIndex");
