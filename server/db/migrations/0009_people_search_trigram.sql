-- The brokers' and admins' people search matches a substring anywhere in users.search_text
-- (folded "first last email", migration 0008). A trigram index answers `like '%popescu%'`
-- without reading every user; pg_trgm ships with PostgreSQL (a trusted extension since 13, so the
-- database owner may create it) and with PGlite (loaded in server/db/client.ts). ADR 062.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_search_text_trgm_idx ON users USING gin (search_text gin_trgm_ops);
