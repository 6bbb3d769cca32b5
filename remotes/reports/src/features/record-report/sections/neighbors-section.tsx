import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import { LocationLink, PersonLink } from './record-links';
import { formatAddress, fullName } from './report-text';
import type { SectionProps } from './section-props';

/** Neighboring addresses and who lives there, each a link to its report. */
export function NeighborsSection({ report, onCorrect }: SectionProps) {
  const neighbors = report.location?.neighbors ?? [];
  return (
    <FactGroup things="neighbors" count={neighbors.length}>
      {neighbors.map((neighbor, index) => {
        const address = formatAddress(neighbor.address);
        return (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                report={report}
                onCorrect={onCorrect}
                itemId={itemIdOf('neighbors', 'neighbors', index)}
                label="Neighbor"
                value={address}
              >
                <LocationLink pointer={neighbor.pointer}>{address}</LocationLink>
              </CorrectableValue>
            }
            source={neighbor}
          >
            {neighbor.residents.length ? (
              <p>
                Residents:{' '}
                {neighbor.residents.map((resident, residentIndex) => (
                  <span key={resident.pointer}>
                    {residentIndex > 0 ? ', ' : null}
                    <PersonLink pointer={resident.pointer}>{fullName(resident.name)}</PersonLink>
                    {resident.age !== null ? ` (${resident.age})` : null}
                  </span>
                ))}
              </p>
            ) : (
              <p>No residents known.</p>
            )}
          </FactItem>
        );
      })}
    </FactGroup>
  );
}
