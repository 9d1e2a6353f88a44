-- Real-user Core Web Vitals (decision 0015): one row per metric of a sampled page view, as the
-- browser's beacon sent it. No personal data: the route is a pattern ('/jobs/:id'), never a URL, and
-- nothing links a row to a user or a session. Rows older than 30 days are deleted (retention).
CREATE TABLE web_vitals (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  route text NOT NULL CHECK (length(route) <= 200),
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
  value double precision NOT NULL CHECK (value >= 0 AND value <= 600000),
  rating text NOT NULL CHECK (rating IN ('good', 'needs-improvement', 'poor')),
  navigation_type text,
  effective_type text
);

-- The report reads the last days; the retention sweep deletes the oldest.
CREATE INDEX web_vitals_recorded_at_idx ON web_vitals (recorded_at);
