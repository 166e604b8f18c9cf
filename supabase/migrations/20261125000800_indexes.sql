-- Indexes: one for every foreign-key column not already leading a primary key or unique constraint (the
-- performance advisor flags unindexed foreign keys; cascades and embeds scan by them), and the orderings the
-- site and admin ask for most.

-- Foreign keys.
create index devotional_tags_tag_id_idx on public.devotional_tags (tag_id);
create index devotional_confession_references_devotional_id_idx on public.devotional_confession_references (devotional_id);
create index devotional_confession_references_section_id_idx on public.devotional_confession_references (section_id);
create index confession_sections_parent_section_id_idx on public.confession_sections (parent_section_id);
create index user_feedback_user_id_idx on public.user_feedback (user_id);
create index user_saved_devotionals_devotional_id_idx on public.user_saved_devotionals (devotional_id);
create index user_bookmarked_sections_section_id_idx on public.user_bookmarked_sections (section_id);
create index devotional_notes_devotional_id_idx on public.devotional_notes (devotional_id);
create index user_reading_history_user_id_idx on public.user_reading_history (user_id, completed_at);
create index user_reading_history_devotional_id_idx on public.user_reading_history (devotional_id);
create index user_reading_goals_user_id_idx on public.user_reading_goals (user_id, created_at);
-- Already covered by a leading unique or primary-key column: profiles.id, user_roles.user_id,
-- user_preferences.user_id, devotional_tags.devotional_id, confession_sections.confession_id,
-- user_saved_devotionals.user_id, user_bookmarked_sections.user_id, devotional_notes.user_id,
-- user_achievements.user_id.

-- Release gating and the date-ordered lists (strip, recent, previous/next, search).
create index devotionals_status_date_idx on public.devotionals (status, date);
create index devotionals_date_idx on public.devotionals (date);
-- Sections of a confession in order.
create index confession_sections_confession_number_idx on public.confession_sections (confession_id, section_number);
-- Testimonials (approved, newest first) and the pending count.
create index user_feedback_status_created_at_idx on public.user_feedback (status, created_at desc);
