-- CreateTable
CREATE TABLE "RenderedPage" (
    "build" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "headers" TEXT NOT NULL,
    "body" BLOB NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("build", "key")
);

-- CreateIndex
CREATE INDEX "RenderedPage_createdAt_idx" ON "RenderedPage"("createdAt");
