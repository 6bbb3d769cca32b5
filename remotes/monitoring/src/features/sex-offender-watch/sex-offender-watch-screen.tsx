import { Page } from '@beacon/ui';

// Default export: React.lazy loads this screen as its own chunk.
export default function SexOffenderWatchScreen() {
  return <Page title="Sex Offender Watch" intro="Registered sex offenders near the places you watch."></Page>;
}
