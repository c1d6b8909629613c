-- CreateIndex
CREATE INDEX "Proof_commitment_idx" ON "Proof"("commitment");

-- CreateIndex
CREATE INDEX "Proof_verdict_id_idx" ON "Proof"("verdict", "id" DESC);
