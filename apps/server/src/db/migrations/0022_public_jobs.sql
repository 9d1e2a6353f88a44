-- The contractor chooses per job whether it is public (issue 25): a public job has a page anyone
-- may read (/vagas/{slug}-{id}), appears on the city listing pages and in the sitemap; a private one
-- is seen only by signed-in freelancers (the board, its detail). Existing jobs stay public.
-- PostgreSQL 15 syntax only.
ALTER TABLE jobs ADD COLUMN is_public boolean NOT NULL DEFAULT true;

-- The listing pages (/vagas/{cidade}-{uf}[/{segmento}]): a city's open public jobs, soonest first.
CREATE INDEX jobs_public_city_idx ON jobs (state, city, segment, service_date)
  WHERE status = 'active' AND is_public;
