-- A document's name and description in each edition's language, also where the library holds no text in it.
--
-- public.confession_titles   one row per document (its slug, shared by the original and every translation) and
--                            language (public.languages): what the library index, the document's page, its
--                            breadcrumbs, the practice labels and the search results call it in that edition. A
--                            document whose text exists in the language (confessions.language) is named by that
--                            row; an English document without a translation is named here, over its English text.
--                            Keyed by slug rather than by a confession's id so that the names exist before the
--                            documents are imported (a fresh database replays the migrations first) and hold
--                            across a re-import. historical_context may stay empty: the page then shows the
--                            English one, marked as English. Everyone reads it; admins and the service role write.

create table public.confession_titles (
  slug text not null check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  language text not null references public.languages (code) on delete cascade,
  name text not null check (btrim(name) <> ''),
  description text check (description is null or btrim(description) <> ''),
  historical_context text check (historical_context is null or btrim(historical_context) <> ''),
  primary key (slug, language)
);

create index confession_titles_language_idx on public.confession_titles (language);

comment on table public.confession_titles is
  'A library document''s name and description per language, keyed by the slug its original and translations share.';

alter table public.confession_titles enable row level security;

create policy confession_titles_select on public.confession_titles for select to anon, authenticated using (true);
create policy confession_titles_insert on public.confession_titles for insert to authenticated
  with check ((select private.is_admin()));
create policy confession_titles_update on public.confession_titles for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy confession_titles_delete on public.confession_titles for delete to authenticated
  using ((select private.is_admin()));

revoke all on table public.confession_titles from public, anon, authenticated, service_role;
grant select on table public.confession_titles to anon;
grant select, insert, update, delete on table public.confession_titles to authenticated, service_role;

-- The names Dutch and Spanish Reformed readers use for the documents the project ships (lib/confessions/catalog.ts).
insert into public.confession_titles (slug, language, name, description) values
  ('belgic-confession', 'nl', 'Nederlandse Geloofsbelijdenis',
   'Een geloofsbelijdenis in zevenendertig artikelen, van de ene ware God en Zijn Woord, via de schepping, de zonde en de verlossing in Christus, tot de kerk, de sacramenten en het laatste oordeel. Zij is een van de Drie Formulieren van Enigheid, die gereformeerde kerken over de hele wereld nog altijd belijden.'),
  ('heidelberg-catechism', 'nl', 'Heidelbergse Catechismus',
   'Een warme en persoonlijke catechismus van 129 vragen en antwoorden, die opent met "Wat is uw enige troost, beide in het leven en sterven?" Hij leert het christelijk geloof in drie delen (onze ellende, onze verlossing en onze dankbaarheid) en is verdeeld in 52 zondagen, zodat hij het hele jaar door kan worden onderwezen.'),
  ('canons-of-dort', 'nl', 'Dordtse Leerregels',
   'De uitspraak van de Synode van Dordrecht over vijf hoofdstukken van de leer: de goddelijke verkiezing, de dood van Christus, de verdorvenheid van de mens en zijn bekering tot God, en de volharding der heiligen. Elk hoofdstuk zet eerst de rechte leer uiteen en verwerpt daarna de dwalingen die het weerlegt.'),
  ('westminster-confession', 'nl', 'Westminster Confessie',
   'Een grondige uiteenzetting van de gereformeerde leer in drieëndertig hoofdstukken, van de Heilige Schrift tot het laatste oordeel. Zij is de belijdenis van de presbyteriaanse kerken en, in aangepaste vorm, van veel congregationalistische en baptistische kerken.'),
  ('westminster-larger-catechism', 'nl', 'Grote Catechismus van Westminster',
   'Een uitgebreide catechismus van 196 vragen en antwoorden, bedoeld om predikanten te helpen het geloof vanaf de kansel te onderwijzen. Hij behandelt wat wij aangaande God moeten geloven en welke plicht God van ons vraagt, met een rijke uitleg van de Tien Geboden, de sacramenten en het Onze Vader.'),
  ('westminster-shorter-catechism', 'nl', 'Kleine Catechismus van Westminster',
   'Een catechismus van 107 korte vragen en antwoorden voor kinderen en jonge gelovigen, die opent met "Wat is het hoogste doel van de mens?" Zijn heldere antwoorden worden al bijna vier eeuwen in gezinnen en kerken uit het hoofd geleerd.'),
  ('catechism-for-young-children', 'nl', 'Catechismus voor jonge kinderen',
   'Een eerste catechismus van 145 korte vragen en antwoorden, die opent met "Wie heeft u gemaakt?" De meeste antwoorden zijn maar een paar woorden lang, zodat kleine kinderen ze uit het hoofd kunnen leren en daarna kunnen doorgroeien naar de Kleine Catechismus van Westminster.'),
  ('apostles-creed', 'nl', 'Apostolische Geloofsbelijdenis',
   'De kortste van de drie algemene geloofsbelijdenissen, die God de Vader, Zijn Zoon Jezus Christus en de Heilige Geest belijdt. De Heidelbergse Catechismus legt haar artikel voor artikel uit in zondag 7 tot en met 22, en veel gereformeerde kerken belijden haar samen in de eredienst.'),
  ('nicene-creed', 'nl', 'Geloofsbelijdenis van Nicea',
   'De belijdenis van de vroege concilies, die belijdt dat de Zoon één van wezen is met de Vader en dat de Heilige Geest de Heere is, Die levend maakt. Zij is de meest gedeelde belijdenis van de christelijke kerk, in Oost en West.'),
  ('athanasian-creed', 'nl', 'Geloofsbelijdenis van Athanasius',
   'Een zorgvuldige belijdenis van de Drie-eenheid (één God in drie Personen, zonder de Personen te vermengen of het Wezen te scheiden) en van de twee naturen van Christus in één Persoon. Zij is bekend naar haar Latijnse beginwoorden, Quicunque vult ("Al wie zalig wil worden").'),

  ('belgic-confession', 'es', 'Confesión Belga',
   'Una confesión de fe en treinta y siete artículos, que va del único Dios verdadero y su Palabra, por la creación, el pecado y la salvación en Cristo, hasta la iglesia, los sacramentos y el juicio final. Es una de las Tres Formas de Unidad que las iglesias reformadas de todo el mundo siguen confesando.'),
  ('heidelberg-catechism', 'es', 'Catecismo de Heidelberg',
   'Un catecismo cálido y personal de 129 preguntas y respuestas, que comienza con «¿Cuál es tu único consuelo en la vida y en la muerte?». Enseña la fe cristiana en tres partes (nuestra miseria, nuestra liberación y nuestra gratitud) y está dividido en 52 Días del Señor para poder enseñarse a lo largo del año.'),
  ('canons-of-dort', 'es', 'Cánones de Dort',
   'El juicio del Sínodo de Dort sobre cinco puntos de doctrina: la elección divina, la muerte de Cristo, la corrupción del hombre y su conversión a Dios, y la perseverancia de los santos. Cada capítulo expone primero la doctrina verdadera en artículos y después rechaza los errores a los que responde.'),
  ('westminster-confession', 'es', 'Confesión de Fe de Westminster',
   'Una exposición completa de la doctrina reformada en treinta y tres capítulos, desde la Santa Escritura hasta el juicio final. Es la norma doctrinal de las iglesias presbiterianas y, en formas adaptadas, de muchas iglesias congregacionales y bautistas.'),
  ('westminster-larger-catechism', 'es', 'Catecismo Mayor de Westminster',
   'Un catecismo completo de 196 preguntas y respuestas, pensado para ayudar a los pastores a enseñar la fe desde el púlpito. Trata de lo que hemos de creer acerca de Dios y del deber que Dios requiere de nosotros, con una rica exposición de los Diez Mandamientos, los sacramentos y el Padrenuestro.'),
  ('westminster-shorter-catechism', 'es', 'Catecismo Menor de Westminster',
   'Un catecismo de 107 preguntas y respuestas breves para niños y nuevos creyentes, que comienza con «¿Cuál es el fin principal del hombre?». Sus respuestas claras y fáciles de recordar se han aprendido de memoria en hogares e iglesias durante casi cuatro siglos.'),
  ('catechism-for-young-children', 'es', 'Catecismo para niños pequeños',
   'Un primer catecismo de 145 preguntas y respuestas breves, que comienza con «¿Quién te hizo?». La mayoría de las respuestas tienen pocas palabras, para que los niños pequeños puedan aprenderlas de memoria y pasar después al Catecismo Menor de Westminster.'),
  ('apostles-creed', 'es', 'Credo Apostólico',
   'El más breve de los tres credos ecuménicos, que confiesa a Dios Padre, a su Hijo Jesucristo y al Espíritu Santo. El Catecismo de Heidelberg lo explica artículo por artículo en los Días del Señor 7 a 22, y muchas iglesias reformadas lo confiesan juntas en el culto.'),
  ('nicene-creed', 'es', 'Credo Niceno',
   'El credo de los primeros concilios, que confiesa que el Hijo es de una misma sustancia con el Padre y que el Espíritu Santo es el Señor y Dador de vida. Es la confesión más compartida de la iglesia cristiana, en Oriente y Occidente.'),
  ('athanasian-creed', 'es', 'Credo de Atanasio',
   'Una cuidadosa confesión de la Trinidad (un solo Dios en tres Personas, sin confundir las Personas ni dividir la sustancia) y de las dos naturalezas de Cristo en una sola Persona. Se conoce por sus primeras palabras en latín, Quicunque vult («Todo el que quiera ser salvo»).');
