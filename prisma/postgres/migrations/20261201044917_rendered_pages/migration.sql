-- CreateTable
CREATE TABLE "RenderedPage" (
    "build" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "headers" TEXT NOT NULL,
    "body" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RenderedPage_pkey" PRIMARY KEY ("build","key")
);

-- CreateIndex
CREATE INDEX "RenderedPage_createdAt_idx" ON "RenderedPage"("createdAt");
