-- Outgoing mail is sent by jobs of the queue (pg-boss, schema `pgboss`, created by the queue itself).
-- A job whose process dies after the SMTP server took the message is retried by another process:
-- this marker, written right after the server answered, keeps that retry from sending it again.
CREATE TABLE mail_sent (
  job_id uuid PRIMARY KEY,
  message_id text NOT NULL DEFAULT '',
  sent_at timestamptz NOT NULL DEFAULT now()
);
