import { CorrectableValue } from './correctable-value';
import { itemIdOf } from './corrections';
import { EmptyState } from './empty-state';
import { FactGroup } from './fact-group';
import { FactItem } from './fact-item';
import type { SectionProps } from './section-props';
import styles from './sections.module.css';

// Profile addresses come from third parties: only web addresses become links (never javascript: and the like).
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/** Usernames and social profiles; profiles open on their network in a new tab. */
export function SocialSection({ report, onCorrect }: SectionProps) {
  const usernames = report.person?.usernames ?? [];
  const profiles = report.person?.social ?? [];
  if (!usernames.length && !profiles.length) return <EmptyState things="social profiles or usernames" />;
  return (
    <div className={styles.content}>
      <FactGroup title="Usernames" things="usernames" count={usernames.length}>
        {usernames.map((username, index) => (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                report={report}
                onCorrect={onCorrect}
                itemId={itemIdOf('social', 'usernames', index)}
                label="Username"
                value={username.content}
              />
            }
            source={username}
          />
        ))}
      </FactGroup>
      <FactGroup title="Social profiles" things="social profiles" count={profiles.length}>
        {profiles.map((profile, index) => (
          <FactItem
            key={index}
            title={
              <CorrectableValue
                report={report}
                onCorrect={onCorrect}
                itemId={itemIdOf('social', 'social', index)}
                label="Social profile"
                value={profile.url}
              >
                {isWebAddress(profile.url) ? (
                  <a className={styles.link} href={profile.url} target="_blank" rel="noopener noreferrer">
                    {profile.url}
                  </a>
                ) : (
                  profile.url
                )}
              </CorrectableValue>
            }
            details={[profile.network, profile.username]}
            source={profile}
          />
        ))}
      </FactGroup>
    </div>
  );
}
