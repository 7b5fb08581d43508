-- Field signals of visitors' browsers, aggregated per remote, version and hour (POST /api/signals).
CREATE TABLE field_signal_counts (
  remote text NOT NULL,
  version text NOT NULL,
  hour timestamptz NOT NULL,
  loads integer NOT NULL DEFAULT 0,
  load_errors integer NOT NULL DEFAULT 0,
  render_errors integer NOT NULL DEFAULT 0,
  api_errors integer NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, hour)
);

-- Core Web Vitals as histograms (bucket = index into the metric's bounds, api/src/modules/signals/buckets.ts).
CREATE TABLE field_vital_buckets (
  remote text NOT NULL,
  version text NOT NULL,
  hour timestamptz NOT NULL,
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
  bucket smallint NOT NULL,
  n integer NOT NULL,
  PRIMARY KEY (remote, version, hour, metric, bucket)
);
CREATE INDEX field_signal_counts_hour ON field_signal_counts (hour);
