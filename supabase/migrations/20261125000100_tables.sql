-- Tables for every entity of the product, with the forms' limits repeated as CHECK constraints
-- so a request that skips the UI meets the same wall as the form.
-- Every user-owned row references public.profiles (not auth.users directly): the profile exists from sign-up
-- (000300_triggers), deleting the auth user cascades through the profile, and PostgREST can embed
-- `profiles(full_name, email)` from user_feedback, user_roles and the rest for the admin screens.

-- Accounts ---------------------------------------------------------------------------------------------

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  -- Copied from auth.users by triggers; never written through the API (column grants in 000600_grants).
  email text,
  -- Sign-up asks for 2-100 characters; the sign-up trigger stores only a name that satisfies this.
  full_name text check (full_name is null or char_length(btrim(full_name)) between 2 and 100),
  avatar_url text check (avatar_url is null or char_length(avatar_url) <= 2048),
  is_blocked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  role text not null check (role in ('admin', 'user')),
  created_at timestamptz not null default now(),
  unique (user_id, role)
);

create table public.user_preferences (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  preferred_voice text not null default 'male' check (preferred_voice in ('male', 'female')),
  -- The union of the player's speed list (reader spec, with 1.75) and the settings list (admin spec).
  preferred_speed numeric(3, 2) not null default 0.95
    check (preferred_speed in (0.8, 0.85, 0.9, 0.95, 1, 1.25, 1.5, 1.75, 2)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Confessions -----------------------------------------------------------------------------------------

create table public.confessions (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  name text not null check (char_length(btrim(name)) between 1 and 200),
  year integer check (year is null or year between 1 and 9999),
  -- The metadata form stores blank description and context as null.
  description text check (description is null or char_length(description) <= 5000),
  historical_context text check (historical_context is null or char_length(historical_context) <= 20000),
  -- Maintained by a trigger on confession_sections (000300_triggers); never trusted from a client.
  total_sections integer not null default 0 check (total_sections >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table public.confession_sections (
  id uuid primary key default gen_random_uuid(),
  confession_id uuid not null references public.confessions (id) on delete cascade,
  section_type text not null check (section_type in ('chapter', 'article', 'question', 'head', 'rejection')),
  section_number integer not null check (section_number >= 0),
  title text,
  -- The section form requires content; a chapter head's content is its subtitle, so it may be blank there.
  content text not null default '' check (char_length(content) <= 50000),
  -- A list of reference strings, or objects with a reference field.
  scripture_proofs jsonb not null default '[]'::jsonb check (jsonb_typeof(scripture_proofs) = 'array'),
  parent_section_id uuid references public.confession_sections (id) on delete cascade,
  -- Made by the importer (content/README.md lists the shapes); filled from type and number when omitted (000300_triggers).
  url_slug text not null check (url_slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(url_slug) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (confession_id, url_slug),
  check (parent_section_id is null or parent_section_id <> id)
);

-- Devotionals -----------------------------------------------------------------------------------------

create table public.devotionals (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 1 and 200),
  slug text not null unique
    check (char_length(slug) between 1 and 250 and slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  date date not null,
  status text not null default 'draft' check (status in ('draft', 'published')),
  main_character text check (main_character is null or char_length(main_character) <= 500),
  key_doctrine text check (key_doctrine is null or char_length(key_doctrine) <= 500),
  focus text check (focus is null or char_length(focus) <= 500),
  biblical_passage text not null check (char_length(btrim(biblical_passage)) between 1 and 200),
  biblical_context text check (biblical_context is null or char_length(biblical_context) <= 2000),
  -- The edit form requires scripture text (1-4000) and transcript (1-15000), but a generator draft may be saved
  -- before either exists. So each may be empty while a draft, and must be non-blank once published
  -- (devotionals_published_complete below): the public never sees a devotional without its text.
  scripture_text text check (scripture_text is null or char_length(scripture_text) <= 4000),
  transcript text check (transcript is null or char_length(transcript) <= 15000),
  prayer_suggestion text check (prayer_suggestion is null or char_length(prayer_suggestion) <= 1000),
  memory_verse text check (memory_verse is null or char_length(memory_verse) <= 500),
  -- The form's discussion-questions box holds at most 1000 characters; the stored list is held to the same total.
  discussion_questions text[] not null default '{}'
    check (char_length(array_to_string(discussion_questions, E'\n')) <= 1000),
  reading_time integer not null default 3 check (reading_time >= 1),
  audio_source_type text check (audio_source_type in ('ai_generated', 'manual_upload')),
  image_source_type text check (image_source_type in ('ai_generated', 'manual_upload')),
  -- audio_url is the default voice when the two voice files are not both present.
  audio_url text,
  audio_url_male text,
  audio_url_female text,
  image_url text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint devotionals_published_complete check (
    status = 'draft'
    or (char_length(btrim(coalesce(scripture_text, ''))) > 0 and char_length(btrim(coalesce(transcript, ''))) > 0)
  )
);

create table public.tags (
  id uuid primary key default gen_random_uuid(),
  name text not null check (char_length(btrim(name)) between 1 and 100),
  -- Same rule as lib's tag slug: lowercase letters and digits joined by single hyphens, at least one of them.
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  created_at timestamptz not null default now()
);

create table public.devotional_tags (
  devotional_id uuid not null references public.devotionals (id) on delete cascade,
  -- No action on delete: a tag still used by a devotional cannot be deleted (23503, "still in use").
  tag_id uuid not null references public.tags (id),
  primary key (devotional_id, tag_id)
);

create table public.devotional_confession_references (
  id uuid primary key default gen_random_uuid(),
  devotional_id uuid not null references public.devotionals (id) on delete cascade,
  section_id uuid not null references public.confession_sections (id) on delete cascade,
  reference_type text not null default 'primary' check (reference_type in ('primary', 'secondary')),
  context_snippet text check (context_snippet is null or char_length(context_snippet) <= 1000),
  created_at timestamptz not null default now()
);

-- Signed-in reader activity ---------------------------------------------------------------------------

create table public.user_saved_devotionals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  devotional_id uuid not null references public.devotionals (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (user_id, devotional_id)
);

create table public.user_bookmarked_sections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  section_id uuid not null references public.confession_sections (id) on delete cascade,
  created_at timestamptz not null default now(),
  unique (user_id, section_id)
);

create table public.devotional_notes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  devotional_id uuid not null references public.devotionals (id) on delete cascade,
  -- "Please enter a note": never blank. The spec states no maximum; 20000 only guards against abuse.
  note_content text not null check (char_length(btrim(note_content)) between 1 and 20000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, devotional_id)
);

create table public.user_reading_history (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  devotional_id uuid not null references public.devotionals (id) on delete cascade,
  completed_at timestamptz not null default now(),
  reading_time_seconds integer not null default 0 check (reading_time_seconds >= 0)
);

create table public.user_reading_goals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  -- The default new goal: weekly, target 7.
  goal_type text not null default 'weekly' check (goal_type in ('daily', 'weekly', 'monthly')),
  target_count integer not null default 7 check (target_count >= 1),
  start_date date not null default current_date,
  end_date date not null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  check (end_date >= start_date)
);

create table public.user_achievements (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  achievement_name text not null check (char_length(btrim(achievement_name)) between 1 and 100),
  achievement_description text check (achievement_description is null or char_length(achievement_description) <= 500),
  icon_name text not null default 'trophy' check (icon_name in ('trophy', 'award', 'flame', 'book', 'calendar', 'star')),
  earned_at timestamptz not null default now(),
  unique (user_id, achievement_name)
);

create table public.user_feedback (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  feedback_text text not null check (char_length(btrim(feedback_text)) >= 10 and char_length(feedback_text) <= 1000),
  country text not null check (char_length(btrim(country)) between 2 and 100),
  rating integer check (rating between 1 and 5),
  -- A non-admin's insert is always pending (000300_triggers); only an admin approves or rejects.
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  created_at timestamptz not null default now()
);

-- Public forms ----------------------------------------------------------------------------------------

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  -- The form trims each field; the limits apply to the trimmed text. The privacy flag is not stored.
  name text not null check (char_length(btrim(name)) between 1 and 100),
  email text not null check (char_length(btrim(email)) between 3 and 255 and position('@' in email) > 1),
  message text not null check (char_length(btrim(message)) between 1 and 2000),
  created_at timestamptz not null default now()
);

create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  -- Stored trimmed and lowercased (000300_triggers), so the unique constraint is case-insensitive.
  email text not null unique check (char_length(email) between 3 and 255 and position('@' in email) > 1),
  created_at timestamptz not null default now()
);

-- Site configuration ----------------------------------------------------------------------------------

-- One row: the time zone that decides "today" for release gating, and the donation links.
create table public.site_settings (
  id boolean primary key default true check (id),
  timezone text not null default 'America/New_York',
  -- {"oneTime": [{"label", "amount", "url"}], "monthly": [...]}; placeholders until configured.
  donation_links jsonb not null default '{"oneTime": [], "monthly": []}'::jsonb
    check (jsonb_typeof(donation_links) = 'object'),
  updated_at timestamptz not null default now()
);

insert into public.site_settings (id) values (true) on conflict (id) do nothing;
