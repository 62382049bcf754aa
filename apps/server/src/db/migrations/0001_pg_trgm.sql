-- Trigram matching for fuzzy recipe-title search (PGlite loads the extension in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
