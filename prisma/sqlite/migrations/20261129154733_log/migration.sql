/*
  Warnings:

  - A unique constraint covering the columns `[logIndex]` on the table `PokerHand` will be added. If there are existing duplicate values, this will fail.
  - A unique constraint covering the columns `[logIndex]` on the table `Proof` will be added. If there are existing duplicate values, this will fail.

*/
-- AlterTable
ALTER TABLE "PokerHand" ADD COLUMN "logIndex" INTEGER;

-- AlterTable
ALTER TABLE "Proof" ADD COLUMN "logIndex" INTEGER;
ALTER TABLE "Proof" ADD COLUMN "logParts" TEXT;

-- CreateTable
CREATE TABLE "LogEntry" (
    "index" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "entry" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "LogHash" (
    "level" INTEGER NOT NULL,
    "idx" INTEGER NOT NULL,
    "hash" BLOB NOT NULL,

    PRIMARY KEY ("level", "idx")
);

-- CreateTable
CREATE TABLE "LogCheckpoint" (
    "keyId" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "note" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("keyId", "size")
);

-- CreateTable
CREATE TABLE "LogKey" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "secret" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "PokerHand_logIndex_key" ON "PokerHand"("logIndex");

-- CreateIndex
CREATE UNIQUE INDEX "Proof_logIndex_key" ON "Proof"("logIndex");
