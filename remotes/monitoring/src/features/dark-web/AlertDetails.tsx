import { Link } from '@beacon/react-router';

import type { IdentityAlert } from '@beacon/api';
import { paths } from '@beacon/platform';

import identity from '../../identity-ui/identity.module.css';
import { exposedText, formatBreachDate, formatCount, plainDescription } from './alert-text';

/** One alert in full: the breach, what it exposed of the member, and what to do about it. */
export function AlertDetails({ alert }: { alert: IdentityAlert }) {
  const { breach } = alert;
  return (
    <li className={identity.card}>
      <h4 className={identity.subTitle}>
        <Link className={identity.link} to={paths.alertPage(alert.alert_id)}>
          {breach.title}
        </Link>
      </h4>
      <ul className={identity.pills} aria-label="Breach status">
        <li className={identity.pill}>{breach.isVerified ? 'Verified' : 'Unverified'}</li>
        {breach.isSensitive ? <li className={identity.pillDanger}>Sensitive</li> : null}
      </ul>
      <dl className={identity.facts}>
        <dt>Domain</dt>
        <dd>{breach.domain || 'Not known'}</dd>
        <dt>Breach date</dt>
        <dd>{formatBreachDate(breach.breachDate)}</dd>
        <dt>Date added</dt>
        <dd>{formatBreachDate(breach.addedDate)}</dd>
        <dt>Accounts</dt>
        <dd>{formatCount(breach.pwnCount)} accounts</dd>
        <dt>Data exposed in the breach</dt>
        <dd>{breach.dataClasses.length > 0 ? breach.dataClasses.join(', ') : 'Not known'}</dd>
        <dt>What was exposed</dt>
        <dd>{exposedText(alert.exposed)}</dd>
      </dl>
      {breach.description ? <p className={identity.text}>{plainDescription(breach.description)}</p> : null}
      {alert.advice.length > 0 ? (
        <>
          <h5 className={identity.minorTitle}>What to do</h5>
          <ol className={identity.bullets}>
            {alert.advice.map((step, index) => (
              <li key={`${index}-${step}`}>{step}</li>
            ))}
          </ol>
        </>
      ) : null}
      <Link className={identity.link} to={paths.alertPage(alert.alert_id)}>
        Open the plan<span className={identity.visuallyHidden}> for {breach.title}</span>
      </Link>
    </li>
  );
}
