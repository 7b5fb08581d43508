-- Course forums (threads and replies) and one-to-one messages between a student and a course's teacher.
-- A thread's opening text is its first post, so edits, deletions, hiding and files work the same for both.
CREATE TABLE forum_threads (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  author_id integer REFERENCES users(id) ON DELETE SET NULL,
  title text NOT NULL,
  pinned boolean NOT NULL DEFAULT false,
  locked boolean NOT NULL DEFAULT false,
  last_post_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX forum_threads_course_idx ON forum_threads (course_id, pinned DESC, last_post_at DESC);

CREATE TABLE forum_posts (
  id serial PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES forum_threads(id) ON DELETE CASCADE,
  author_id integer REFERENCES users(id) ON DELETE SET NULL,
  -- Stored already sanitized (links, lists and basic formatting only).
  body text NOT NULL,
  edited_at timestamptz,
  deleted_at timestamptz,
  -- Hidden by the master administrator: nobody else reads the text any more.
  hidden_at timestamptz,
  hidden_by integer REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX forum_posts_thread_idx ON forum_posts (thread_id, id);

CREATE TABLE forum_subscriptions (
  thread_id integer NOT NULL REFERENCES forum_threads(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (thread_id, user_id)
);

-- A conversation is (course, student); the other side is the course's teacher.
CREATE TABLE direct_messages (
  id serial PRIMARY KEY,
  course_id integer NOT NULL REFERENCES courses(id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sender_id integer REFERENCES users(id) ON DELETE SET NULL,
  recipient_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  body text NOT NULL,
  read_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX direct_messages_conversation_idx ON direct_messages (course_id, student_id, id);
CREATE INDEX direct_messages_unread_idx ON direct_messages (recipient_id) WHERE read_at IS NULL;

-- Files of a post or a message, stored with the materials' storage and upload rules.
CREATE TABLE conversation_files (
  id serial PRIMARY KEY,
  post_id integer REFERENCES forum_posts(id) ON DELETE CASCADE,
  message_id integer REFERENCES direct_messages(id) ON DELETE CASCADE,
  storage_key text NOT NULL,
  original_name text NOT NULL,
  mime text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((post_id IS NULL) <> (message_id IS NULL))
);
CREATE INDEX conversation_files_post_idx ON conversation_files (post_id) WHERE post_id IS NOT NULL;
CREATE INDEX conversation_files_message_idx ON conversation_files (message_id) WHERE message_id IS NOT NULL;

-- The bell tells of forum posts and messages.
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check CHECK (
  kind IN ('GRADE', 'MATERIAL', 'CLASS', 'PAYMENT', 'ANNOUNCEMENT', 'RECTIFICATION', 'EVALUATION', 'SYSTEM', 'FORUM', 'MESSAGE')
);
