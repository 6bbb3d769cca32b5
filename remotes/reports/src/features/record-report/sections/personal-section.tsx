import type { NamedAs, RelatedPerson } from '@beacon/api';
import { formatDisplayDate } from '@beacon/platform';

import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { EmptyState } from './empty-state';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import { PersonLink } from './record-links';
import { formatDateRange, fullName } from './report-text';
import type { SectionProps } from './section-props';
import styles from './sections.module.css';

const NAME_LABELS: Record<NamedAs['type'], string> = {
  primary: 'Name',
  aka: 'Also known as',
  maiden: 'Maiden name',
};

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface RelatedPeopleProps extends SectionProps {
  field: 'relatives' | 'associates';
  people: RelatedPerson[];
}

/** Relatives or associates, each a link that opens (creating when needed) that person's report. */
function RelatedPeople({ report, onCorrect, field, people }: RelatedPeopleProps) {
  const label = field === 'relatives' ? 'Relative' : 'Associate';
  return (
    <FactGroup title={capitalized(field)} things={field} count={people.length}>
      {people.map((person, index) => {
        const name = fullName(person.name);
        return (
          <FactItem
            key={`${person.pointer}-${index}`}
            title={
              <CorrectableValue
                report={report}
                onCorrect={onCorrect}
                itemId={itemIdOf('personal', field, index)}
                label={label}
                value={name}
              >
                <PersonLink pointer={person.pointer}>{name}</PersonLink>
              </CorrectableValue>
            }
            marks={person.same_household ? ['Same household'] : []}
            details={[
              capitalized(person.relation),
              person.age !== null ? `Age ${person.age}` : null,
              [person.location.city, person.location.state].filter(Boolean).join(', '),
            ]}
            source={person}
          />
        );
      })}
    </FactGroup>
  );
}

/** Who the person is: names (with aka and maiden names), birth and death, relatives, associates, jobs, education. */
export function PersonalSection({ report, onCorrect }: SectionProps) {
  const person = report.person;
  const names = person?.names ?? [];
  const dobs = person?.dobs ?? [];
  const dods = person?.dods ?? [];
  const relatives = person?.relatives ?? [];
  const associates = person?.associates ?? [];
  const jobs = person?.jobs ?? [];
  const educations = person?.educations ?? [];
  const total =
    names.length + dobs.length + dods.length + relatives.length + associates.length + jobs.length + educations.length;
  if (!total) return <EmptyState things="personal details" />;
  const correctable = { report, onCorrect };
  return (
    <div className={styles.content}>
      <FactGroup title="Names" things="names" count={names.length}>
        {names.map((name, index) => (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                {...correctable}
                itemId={itemIdOf('personal', 'names', index)}
                label={NAME_LABELS[name.type]}
                value={fullName(name)}
              />
            }
            marks={name.type === 'primary' ? [] : [NAME_LABELS[name.type]]}
            source={name}
          />
        ))}
      </FactGroup>
      <FactGroup title="Birth and death" things="birth or death records" count={dobs.length + dods.length}>
        {dobs.map((birth, index) => (
          <FactItem
            key={`dob-${index}`}
            title={
              <>
                Born{' '}
                <CorrectableValue
                  {...correctable}
                  itemId={itemIdOf('personal', 'dobs', index)}
                  label="Date of birth"
                  value={formatDisplayDate(birth.date)}
                />
              </>
            }
            details={[birth.age !== null ? `Age ${birth.age}` : null]}
            source={birth}
          />
        ))}
        {dods.map((death, index) => (
          <FactItem
            key={`dod-${index}`}
            title={
              <>
                Died{' '}
                <CorrectableValue
                  {...correctable}
                  itemId={itemIdOf('personal', 'dods', index)}
                  label="Date of death"
                  value={formatDisplayDate(death.date)}
                />
              </>
            }
            source={death}
          />
        ))}
      </FactGroup>
      <RelatedPeople {...correctable} field="relatives" people={relatives} />
      <RelatedPeople {...correctable} field="associates" people={associates} />
      <FactGroup title="Jobs" things="jobs" count={jobs.length}>
        {jobs.map((job, index) => (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                {...correctable}
                itemId={itemIdOf('personal', 'jobs', index)}
                label="Job"
                value={[job.title, job.company].filter(Boolean).join(' at ')}
              />
            }
            details={[job.industry, formatDateRange(job.date_range)]}
            source={job}
          />
        ))}
      </FactGroup>
      <FactGroup title="Education" things="education records" count={educations.length}>
        {educations.map((education, index) => (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                {...correctable}
                itemId={itemIdOf('personal', 'educations', index)}
                label="Education"
                value={[education.degree, education.school].filter(Boolean).join(', ')}
              />
            }
            details={[education.field, formatDateRange(education.date_range)]}
            source={education}
          />
        ))}
      </FactGroup>
    </div>
  );
}
