-- Issue 11: certificates of assessments rejected before migration 0007 added revoked_at still
-- verified as valid. Revoke them from the moment of the rejection (its status event; the
-- assessment's last change when the history has none). Idempotent: only rows still unrevoked.
UPDATE "certificates" AS c
SET "revoked_at" = coalesce(
  (SELECT max(e."created_at") FROM "assessment_events" e WHERE e."assessment_id" = c."assessment_id" AND e."to_status" = 'rejected'),
  a."updated_at"
)
FROM "assessments" a
WHERE a."id" = c."assessment_id" AND a."status" = 'rejected' AND c."revoked_at" IS NULL;
