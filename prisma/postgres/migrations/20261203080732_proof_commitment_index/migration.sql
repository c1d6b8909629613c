-- CreateIndex
CREATE INDEX "Proof_commitment_idx" ON "Proof"("commitment");
