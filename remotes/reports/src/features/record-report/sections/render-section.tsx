import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';

import type { RecordReport } from '@beacon/api';

import type { SectionProps } from './section-props';

/** Renders one section component as the record view does (inside a router: sections link to other reports). */
export function renderSection(
  Section: ComponentType<SectionProps>,
  report: RecordReport,
  onCorrect?: SectionProps['onCorrect'],
) {
  return render(
    <MemoryRouter>
      <Section report={report} onCorrect={onCorrect} />
    </MemoryRouter>,
  );
}
