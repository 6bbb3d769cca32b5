import type { GuardianMatchEvidence } from '@beacon/api';
import { MATCH_EVIDENCE_VERDICT_LABELS, MATCH_FIELD_LABELS } from '@beacon/validation';

import styles from './match.module.css';

export interface MatchEvidenceTableProps {
  evidence: readonly GuardianMatchEvidence[];
  /** Whose details the member gave: "you" for the member, a family member's first name otherwise. */
  caption: string;
}

const verdictClass: Partial<Record<GuardianMatchEvidence['verdict'], string>> = {
  match: styles.match,
  conflict: styles.conflict,
};

/** What the member gave Guardian beside what a listing shows, field by field, with what each comparison says. */
export function MatchEvidenceTable({ evidence, caption }: MatchEvidenceTableProps) {
  return (
    <table className={styles.evidence}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Detail</th>
          <th scope="col">What you gave us</th>
          <th scope="col">What the listing shows</th>
          <th scope="col">Verdict</th>
        </tr>
      </thead>
      <tbody>
        {evidence.map((item) => (
          <tr key={item.field}>
            <th scope="row">{MATCH_FIELD_LABELS[item.field]}</th>
            <td>{item.subjectValue}</td>
            <td>{item.listingValue}</td>
            <td className={verdictClass[item.verdict]}>{MATCH_EVIDENCE_VERDICT_LABELS[item.verdict]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
