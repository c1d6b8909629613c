-- CreateTable
CREATE TABLE "LogCosignature" (
    "keyId" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "witness" TEXT NOT NULL,
    "line" TEXT NOT NULL,
    "time" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LogCosignature_pkey" PRIMARY KEY ("keyId","size","witness")
);

-- CreateTable
CREATE TABLE "LogWitness" (
    "keyId" TEXT NOT NULL,
    "witness" TEXT NOT NULL,
    "knownSize" INTEGER,
    "nextAt" TIMESTAMP(3) NOT NULL,
    "claimedUntil" TIMESTAMP(3),
    "alarm" TEXT,
    "alarmAt" TIMESTAMP(3),
    "fork" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "LogWitness_pkey" PRIMARY KEY ("keyId","witness")
);
