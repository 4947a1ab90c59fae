-- Trigram matching for quick search (GIN trigram indexes).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
