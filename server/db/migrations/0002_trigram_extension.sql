-- Trigram indexes let "contains" searches (ILIKE '%term%') over large tables use an index.
-- pg_trgm ships with PostgreSQL (contrib) and with PGlite; it is a trusted extension, so the
-- database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
