/**
 * The old Dutch Heidelberg Catechism as its public source publishes it (saintleva/HeidelbergCatechismReader,
 * app/src/main/assets/translations/dutch-old.translation: XML, 129 `<record number>` each with `<question>` and
 * `<answer>`), turned into the Creeds.json document ../shared/confessions-nl holds, so parseCreedsJson reads either
 * the same way. The cleaning is the one that file's README lists, nothing more: markup gone (with Q119's escaped,
 * unexplained footnote mark "<sup>a</sup>"), runs of spaces and line breaks made one space, a stray space before
 * "?" or "," removed, the text trimmed. The catechism has no proof texts in Dutch, so `Proofs` is empty and the
 * "WithProofs" fields repeat the plain text, as the English file does for Q23-24.
 */

export const DUTCH_HEIDELBERG_SOURCE_URL =
  'https://github.com/saintleva/HeidelbergCatechismReader/blob/726bb779adf92e522e232ab17632c4ffd82f97e3/app/src/main/assets/translations/dutch-old.translation';

export interface CatechismQuestion {
  Number: number;
  Question: string;
  QuestionWithProofs?: string;
  Answer: string;
  AnswerWithProofs: string;
  Proofs: never[];
}

export interface CatechismDocument {
  Metadata: Record<string, unknown>;
  Data: CatechismQuestion[];
}

/** The questions the English Creeds.json file also gives a `QuestionWithProofs`. */
const WITH_QUESTION_PROOFS = new Set([25, 47]);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const unescape = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]);

function clean(xmlText: string): string {
  return unescape(xmlText)
    .replace(/<sup>[^<]*<\/sup>/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .replace(/ ([?,])/g, '$1')
    .trim();
}

function element(record: string, name: string, number: number): string {
  const found = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(record);
  if (!found) throw new Error(`The Dutch Heidelberg Catechism's question ${number} has no <${name}>`);
  const text = clean(found[1]);
  if (!text) throw new Error(`The Dutch Heidelberg Catechism's question ${number} has an empty <${name}>`);
  return text;
}

export function parseDutchHeidelbergXml(xml: string): CatechismDocument {
  const description = /<description>([\s\S]*?)<\/description>/.exec(xml);
  const data: CatechismQuestion[] = [];
  for (const [, number, body] of xml.matchAll(/<record number="(\d+)">([\s\S]*?)<\/record>/g)) {
    const n = Number(number);
    if (n !== data.length + 1) throw new Error(`The Dutch Heidelberg Catechism's records run 1, 2, … but record ${n} comes after ${data.length}`);
    const question = element(body, 'question', n);
    const answer = element(body, 'answer', n);
    data.push({
      Number: n,
      Question: question,
      ...(WITH_QUESTION_PROOFS.has(n) ? { QuestionWithProofs: question } : {}),
      Answer: answer,
      AnswerWithProofs: answer,
      Proofs: [],
    });
  }
  if (data.length !== 129) throw new Error(`The Dutch Heidelberg Catechism has ${data.length} questions, expected 129`);
  return {
    Metadata: {
      Title: 'Heidelbergse Catechismus',
      AlternativeTitles: description ? [clean(description[1])] : [],
      Year: '1563',
      Authors: ['Zacharias Ursinus'],
      Location: 'Heidelberg, Germany',
      OriginalLanguage: 'German',
      OriginStory:
        'Oude Nederlandse tekst van de Heidelbergse Catechismus (17e-eeuwse vertaling, in gemoderniseerde spelling). Vraag- en zondagindeling gelijk aan de Engelse uitgave: 129 vragen, 52 zondagen.',
      SourceUrl: DUTCH_HEIDELBERG_SOURCE_URL,
      SourceAttribution: 'Public Domain',
      CreedFormat: 'Catechism',
    },
    Data: data,
  };
}
