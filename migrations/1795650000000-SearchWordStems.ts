// The typo rule also compares against the English stems of the title, tag, category and region words:
// "kayek" is one letter from "kayak" (the stem of "kayaking") but three from "kayaking" itself.
import type { MigrationInterface, QueryRunner } from 'typeorm';

const refresh = (
  words: string,
) => `CREATE OR REPLACE FUNCTION lokalno_refresh_service_search(target integer) RETURNS void LANGUAGE sql AS $$
      INSERT INTO service_search (service_id, document, words)
      SELECT s.id,
        setweight(to_tsvector('english', lokalno_unaccent(s.title)), 'A') || setweight(to_tsvector('simple', lokalno_unaccent(s.title)), 'A')
          || setweight(to_tsvector('english', lokalno_unaccent(names.en)), 'B') || setweight(to_tsvector('simple', lokalno_unaccent(names.en || ' ' || names.hr)), 'B')
          || setweight(to_tsvector('english', lokalno_unaccent(s.description)), 'C') || setweight(to_tsvector('simple', lokalno_unaccent(s.description)), 'C'),
        ${words}
      FROM service s
      JOIN category c ON c.id = s.category_id
      JOIN region r ON r.id = s.region_id
      CROSS JOIN LATERAL (
        SELECT c.name_en || ' ' || r.name_en || ' ' || coalesce(string_agg(t.name_en, ' '), '') AS en,
               c.name_hr || ' ' || r.name_hr || ' ' || coalesce(string_agg(t.name_hr, ' '), '') AS hr
        FROM service_tag st JOIN tag t ON t.id = st.tag_id WHERE st.service_id = s.id) names
      WHERE s.id = target
      ON CONFLICT (service_id) DO UPDATE SET document = EXCLUDED.document, words = EXCLUDED.words $$`;

const PLAIN_WORDS = `to_tsvector('simple', lokalno_unaccent(s.title || ' ' || names.en || ' ' || names.hr))`;
// Stems only of the English text (the English stemmer would cut Croatian words into non-words), and
// only stems of 5 letters or more: a short stem like "tast" (tasting) would take "east" or "test".
const WITH_STEMS = `${PLAIN_WORDS} || array_to_tsvector(ARRAY(SELECT stem FROM unnest(tsvector_to_array(
          to_tsvector('english', lokalno_unaccent(s.title || ' ' || names.en)))) AS stem WHERE length(stem) >= 5))`;

export class SearchWordStems1795650000000 implements MigrationInterface {
  name = 'SearchWordStems1795650000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(refresh(WITH_STEMS));
    await queryRunner.query('SELECT lokalno_refresh_service_search(id) FROM service');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(refresh(PLAIN_WORDS));
    await queryRunner.query('SELECT lokalno_refresh_service_search(id) FROM service');
  }
}
