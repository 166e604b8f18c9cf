import Section from './Section.tsx';
import { ENGLISH_WORDS, type DevotionalWords } from './words.ts';

/** Numbered by the list itself; the questions arrive without their own dashes or numbers (splitDiscussionQuestions). */
export default function DiscussionQuestions({ questions, words = ENGLISH_WORDS }: { questions: string[]; words?: DevotionalWords }) {
  return (
    <Section id="discussion-questions" title={words('devotional.questionsTitle')}>
      <ol className="list-decimal space-y-2 pl-6 leading-relaxed marker:font-semibold marker:text-brand-700 dark:marker:text-brand-100">
        {questions.map((question, i) => (
          <li key={i} className="pl-1">
            {question}
          </li>
        ))}
      </ol>
    </Section>
  );
}
