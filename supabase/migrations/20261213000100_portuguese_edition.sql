-- The Portuguese edition (/pt/), added as data: the language, the Bibles its readers may choose (the Bíblia Livre,
-- the KJV and the BSB), and the library's names and descriptions in Portuguese. The code's own entry is
-- lib/editions/registry.ts (docs/features/editions.md, "Adding a language").
--
-- The Bíblia Livre (blivre) is a new Bible, so the three CHECKs that name the Bibles a row may store take it too.
-- Its text is CC BY 3.0 BR: the site credits it wherever it shows it (lib/scripture/translations.ts).
--
-- No free Portuguese text of the confessions was found, so confessions holds no Portuguese documents: the
-- Portuguese edition names every document in its own words below and shows its English text marked lang="en".

insert into public.languages (code, name) values ('pt', 'Português');

alter table public.language_bibles drop constraint language_bibles_bible_check;
alter table public.language_bibles
  add constraint language_bibles_bible_check check (bible in ('kjv', 'bsb', 'sv', 'rv1909', 'blivre'));

alter table public.practice_learners drop constraint practice_learners_bible_translation_check;
alter table public.practice_learners
  add constraint practice_learners_bible_translation_check
    check (bible_translation is null or bible_translation in ('kjv', 'bsb', 'sv', 'rv1909', 'blivre'));

alter table public.newsletter_subscribers drop constraint newsletter_subscribers_bible_translation_check;
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_bible_translation_check
    check (bible_translation in ('kjv', 'bsb', 'sv', 'rv1909', 'blivre'));

comment on column public.newsletter_subscribers.bible_translation is
  'The Bible a subscriber''s e-mails quote: kjv or bsb, or their edition''s own (sv, rv1909, blivre), which a sign-up on a translated edition stores.';

insert into public.language_bibles (language, bible) values ('pt', 'blivre'), ('pt', 'kjv'), ('pt', 'bsb');

-- The names Brazilian Reformed and Presbyterian readers use for the documents the project ships
-- (lib/confessions/catalog.ts).
insert into public.confession_titles (slug, language, name, description) values
  ('belgic-confession', 'pt', 'Confissão Belga',
   'Uma confissão de fé em trinta e sete artigos, que vai do único Deus verdadeiro e da sua Palavra, passando pela criação, pelo pecado e pela salvação em Cristo, até a igreja, os sacramentos e o juízo final. É uma das Três Formas de Unidade, que igrejas reformadas do mundo inteiro continuam confessando.'),
  ('heidelberg-catechism', 'pt', 'Catecismo de Heidelberg',
   'Um catecismo caloroso e pessoal de 129 perguntas e respostas, que começa com “Qual é o seu único consolo na vida e na morte?”. Ensina a fé cristã em três partes (a nossa miséria, a nossa redenção e a nossa gratidão) e está dividido em 52 Dias do Senhor, para ser ensinado ao longo do ano.'),
  ('canons-of-dort', 'pt', 'Cânones de Dort',
   'O juízo do Sínodo de Dort sobre cinco pontos de doutrina: a eleição divina, a morte de Cristo, a corrupção do homem e a sua conversão a Deus, e a perseverança dos santos. Cada capítulo expõe primeiro a doutrina verdadeira em artigos e depois rejeita os erros a que responde.'),
  ('westminster-confession', 'pt', 'Confissão de Fé de Westminster',
   'Uma exposição completa da doutrina reformada em trinta e três capítulos, da Santa Escritura ao juízo final. É o padrão doutrinário das igrejas presbiterianas, no Brasil e no mundo, e, em formas adaptadas, de muitas igrejas congregacionais e batistas.'),
  ('westminster-larger-catechism', 'pt', 'Catecismo Maior de Westminster',
   'Um catecismo completo de 196 perguntas e respostas, pensado para ajudar os pastores a ensinar a fé do púlpito. Trata do que devemos crer a respeito de Deus e do dever que Deus requer de nós, com uma rica exposição dos Dez Mandamentos, dos sacramentos e do Pai-Nosso.'),
  ('westminster-shorter-catechism', 'pt', 'Breve Catecismo de Westminster',
   'Um catecismo de 107 perguntas e respostas curtas para crianças e novos crentes, que começa com “Qual é o fim principal do homem?”. As suas respostas claras e fáceis de lembrar têm sido decoradas em lares e igrejas há quase quatro séculos.'),
  ('catechism-for-young-children', 'pt', 'Catecismo para crianças pequenas',
   'Um primeiro catecismo de 145 perguntas e respostas curtas, que começa com “Quem fez você?”. A maioria das respostas tem poucas palavras, para que as crianças pequenas possam decorá-las e passar depois ao Breve Catecismo de Westminster.'),
  ('apostles-creed', 'pt', 'Credo Apostólico',
   'O mais breve dos três credos ecumênicos, que confessa Deus Pai, o seu Filho Jesus Cristo e o Espírito Santo. O Catecismo de Heidelberg o explica artigo por artigo nos Dias do Senhor 7 a 22, e muitas igrejas reformadas o confessam juntas no culto.'),
  ('nicene-creed', 'pt', 'Credo Niceno',
   'O credo dos primeiros concílios, que confessa que o Filho é da mesma substância que o Pai e que o Espírito Santo é o Senhor e Doador da vida. É a confissão mais compartilhada da igreja cristã, no Oriente e no Ocidente.'),
  ('athanasian-creed', 'pt', 'Credo de Atanásio',
   'Uma cuidadosa confissão da Trindade (um só Deus em três Pessoas, sem confundir as Pessoas nem dividir a substância) e das duas naturezas de Cristo numa só Pessoa. É conhecido pelas suas primeiras palavras em latim, Quicunque vult (“Todo aquele que quiser ser salvo”).');
