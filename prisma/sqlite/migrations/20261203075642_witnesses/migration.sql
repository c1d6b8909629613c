-- CreateTable
CREATE TABLE "LogCosignature" (
    "keyId" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "witness" TEXT NOT NULL,
    "line" TEXT NOT NULL,
    "time" DATETIME NOT NULL,

    PRIMARY KEY ("keyId", "size", "witness")
);

-- CreateTable
CREATE TABLE "LogWitness" (
    "keyId" TEXT NOT NULL,
    "witness" TEXT NOT NULL,
    "knownSize" INTEGER,
    "nextAt" DATETIME NOT NULL,
    "claimedUntil" DATETIME,
    "alarm" TEXT,
    "alarmAt" DATETIME,
    "fork" BOOLEAN NOT NULL DEFAULT false,

    PRIMARY KEY ("keyId", "witness")
);
