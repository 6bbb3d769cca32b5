/// <reference types="jest" />

import { reportLines } from './report-lines';

describe('reportLines', () => {
  it("lists an answer's text depth first, whatever its shape", () => {
    const answer = {
      name: 'Peter Lindqvist',
      age: 52,
      jobs: [{ title: 'Investor Operations Designer', company: 'Mante' }, { title: 'Analyst' }],
      phones: [],
      note: null,
    };

    expect(reportLines(answer)).toEqual(['Peter Lindqvist', 'Investor Operations Designer', 'Mante', 'Analyst']);
  });

  it('leaves out blank strings and stops at 80 lines', () => {
    const many = Array.from({ length: 100 }, (_, index) => `line ${index + 1}`);

    const lines = reportLines({ blank: '  ', many });

    expect(lines).toHaveLength(80);
    expect(lines[0]).toBe('line 1');
    expect(lines.at(-1)).toBe('line 80');
  });
});
