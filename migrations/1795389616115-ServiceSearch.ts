// The search document of each service (title, description, tags, category and region names in
// English and Croatian, without diacritics) in its own table, kept current by triggers, and the
// functions the search query uses: an immutable unaccent and a typo rule.
import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ServiceSearch1795389616115 implements MigrationInterface {
  name = 'ServiceSearch1795389616115';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS unaccent');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS fuzzystrmatch');
    // unaccent() is only STABLE (its dictionary could change); naming the dictionary makes it safe to
    // call from an immutable wrapper, which text-search expressions and indexes need.
    await queryRunner.query(`CREATE FUNCTION lokalno_unaccent(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, lower(value)) $$`);
    // A word of a service matches a typed word with one typo (two from 7 letters) or two letters swapped.
    await queryRunner.query(`CREATE FUNCTION lokalno_sorted_letters(value text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT string_agg(letter, '' ORDER BY letter) FROM regexp_split_to_table(value, '') AS letter $$`);
    await queryRunner.query(`CREATE FUNCTION lokalno_typo_match(word text, typed text) RETURNS boolean LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $$ SELECT length(typed) >= 4 AND abs(length(word) - length(typed)) <= 2 AND (
        public.levenshtein_less_equal(word, typed, 2) <= CASE WHEN length(typed) >= 7 THEN 2 ELSE 1 END
        OR (length(word) = length(typed) AND public.levenshtein(word, typed) = 2 AND lokalno_sorted_letters(word) = lokalno_sorted_letters(typed))) $$`);
    await queryRunner.query(`CREATE TABLE service_search (
      service_id integer PRIMARY KEY REFERENCES service(id) ON DELETE CASCADE,
      document tsvector NOT NULL,
      words tsvector NOT NULL)`);
    await queryRunner.query('CREATE INDEX "IDX_service_search_document" ON service_search USING gin (document)');
    // Title A, tags, category and region B, description C; English stems and plain words both.
    await queryRunner.query(`CREATE FUNCTION lokalno_refresh_service_search(target integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO service_search (service_id, document, words)
      SELECT s.id,
        setweight(to_tsvector('english', lokalno_unaccent(s.title)), 'A') || setweight(to_tsvector('simple', lokalno_unaccent(s.title)), 'A')
          || setweight(to_tsvector('english', lokalno_unaccent(names.en)), 'B') || setweight(to_tsvector('simple', lokalno_unaccent(names.en || ' ' || names.hr)), 'B')
          || setweight(to_tsvector('english', lokalno_unaccent(s.description)), 'C') || setweight(to_tsvector('simple', lokalno_unaccent(s.description)), 'C'),
        to_tsvector('simple', lokalno_unaccent(s.title || ' ' || names.en || ' ' || names.hr))
      FROM service s
      JOIN category c ON c.id = s.category_id
      JOIN region r ON r.id = s.region_id
      CROSS JOIN LATERAL (
        SELECT c.name_en || ' ' || r.name_en || ' ' || coalesce(string_agg(t.name_en, ' '), '') AS en,
               c.name_hr || ' ' || r.name_hr || ' ' || coalesce(string_agg(t.name_hr, ' '), '') AS hr
        FROM service_tag st JOIN tag t ON t.id = st.tag_id WHERE st.service_id = s.id) names
      WHERE s.id = target
      ON CONFLICT (service_id) DO UPDATE SET document = EXCLUDED.document, words = EXCLUDED.words $$`);
    await queryRunner.query(`CREATE FUNCTION lokalno_service_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'service' THEN PERFORM lokalno_refresh_service_search(NEW.id);
        ELSIF TG_OP = 'DELETE' THEN PERFORM lokalno_refresh_service_search(OLD.service_id);
        ELSE PERFORM lokalno_refresh_service_search(NEW.service_id);
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      'CREATE TRIGGER service_search_of_service AFTER INSERT OR UPDATE OF title, description, category_id, region_id ON service FOR EACH ROW EXECUTE FUNCTION lokalno_service_search_changed()',
    );
    await queryRunner.query(
      'CREATE TRIGGER service_search_of_tags AFTER INSERT OR DELETE ON service_tag FOR EACH ROW EXECUTE FUNCTION lokalno_service_search_changed()',
    );
    await queryRunner.query('SELECT lokalno_refresh_service_search(id) FROM service');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER service_search_of_tags ON service_tag');
    await queryRunner.query('DROP TRIGGER service_search_of_service ON service');
    await queryRunner.query('DROP FUNCTION lokalno_service_search_changed()');
    await queryRunner.query('DROP FUNCTION lokalno_refresh_service_search(integer)');
    await queryRunner.query('DROP TABLE service_search');
    await queryRunner.query('DROP FUNCTION lokalno_typo_match(text, text)');
    await queryRunner.query('DROP FUNCTION lokalno_sorted_letters(text)');
    await queryRunner.query('DROP FUNCTION lokalno_unaccent(text)');
  }
}
