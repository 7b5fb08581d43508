-- The planner takes pg_trgm's word-similarity operators (<% and %>) for cheap and compares every
-- course row (~120 ms on 10,000 courses) instead of asking the trigram index (~3 ms). Their real
-- cost per row is high: say so, and the index serves the catalogue's near-word search.
ALTER FUNCTION word_similarity_op(text, text) COST 100;
ALTER FUNCTION word_similarity_commutator_op(text, text) COST 100;
