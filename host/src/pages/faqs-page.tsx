import { useId, useState } from 'react';
import { Link } from '@beacon/react-router';

import { paths } from '@beacon/platform';
import { Page } from '@beacon/ui';

import { FAQ_GROUPS, searchFaq } from './faq-entries';
import styles from './pages.module.css';

function Question({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <li>
      <button
        type="button"
        className={styles.question}
        aria-expanded={open}
        aria-controls={answerId}
        onClick={() => setOpen((value) => !value)}
      >
        {question}
      </button>
      <p id={answerId} className={styles.answer} hidden={!open}>
        {answer}
      </p>
    </li>
  );
}

// Default export: React.lazy loads this page as its own chunk.
export default function FaqsPage() {
  const [text, setText] = useState('');
  const groups = searchFaq(FAQ_GROUPS, text);
  const count = groups.reduce((sum, group) => sum + group.entries.length, 0);
  return (
    <Page title="FAQs" intro="Answers to the questions members ask most.">
      <div className={styles.stack}>
        <div className={styles.search} role="search">
          <label htmlFor="faq-search">Search the questions</label>
          <input id="faq-search" type="search" value={text} onChange={(event) => setText(event.target.value)} />
          <p className={styles.muted} aria-live="polite">
            {text.trim() ? `${count} ${count === 1 ? 'question matches' : 'questions match'}` : `${count} questions`}
          </p>
        </div>
        {count === 0 ? (
          <p>
            No questions match “{text.trim()}”. <Link to={paths.contact}>Contact Us</Link> and Member Care will help.
          </p>
        ) : null}
        {groups.map((group, index) => (
          <section key={group.title} className={styles.group} aria-labelledby={`faq-group-${index}`}>
            <h2 id={`faq-group-${index}`}>{group.title}</h2>
            <ul className={styles.list}>
              {group.entries.map((entry) => (
                <Question key={entry.question} question={entry.question} answer={entry.answer} />
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Page>
  );
}
