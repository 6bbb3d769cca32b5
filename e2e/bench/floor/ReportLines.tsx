import { reportLines } from './report-lines';

/** The floor pages' screen: a heading and the report's lines, as a list of paragraphs like the report's sections. */
export function ReportLines({ answer }: { answer: unknown }) {
  const [title = 'Report', ...lines] = reportLines(answer);
  return (
    <main>
      <h1>{title}</h1>
      <ol>
        {lines.map((line, index) => (
          <li key={index}>
            <p>
              <span>{line}</span>
            </p>
          </li>
        ))}
      </ol>
    </main>
  );
}
