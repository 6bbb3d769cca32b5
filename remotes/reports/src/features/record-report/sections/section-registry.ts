import type { ComponentType } from 'react';

import type { RecordType, ReportSection } from '@beacon/api';

import { AssetsSection } from './assets-section';
import { BusinessesSection } from './businesses-section';
import { CensusSection } from './census-section';
import { ContactSection } from './contact-section';
import { CrimeStatsSection } from './crime-stats-section';
import { CriminalSection } from './criminal-section';
import { DemographicsSection } from './demographics-section';
import { EvictionsSection } from './evictions-section';
import { FinancesSection } from './finances-section';
import { ForecastSection } from './forecast-section';
import { LicensesSection } from './licenses-section';
import { LocationBusinessesSection } from './location-businesses-section';
import { LocationsSection } from './locations-section';
import { MapSection } from './map-section';
import { NearbyOffendersSection } from './nearby-offenders-section';
import { NeighborsSection } from './neighbors-section';
import { OwnershipHistorySection } from './ownership-history-section';
import { PersonalSection } from './personal-section';
import { PlacesSection } from './places-section';
import { PropertySection } from './property-section';
import { ResidentsSection } from './residents-section';
import type { SectionProps } from './section-props';
import { SexOffensesSection } from './sex-offenses-section';
import { SocialSection } from './social-section';
import { TimelineSection } from './timeline-section';

export type { CorrectableItem, SectionProps } from './section-props';

/** A section of the record view: its heading and the component drawing its content (the view draws the frame). */
export interface SectionDefinition {
  title: string;
  Component: ComponentType<SectionProps>;
}

type Sections = Partial<Record<ReportSection, SectionDefinition>>;

// Phone and email reports show these four sections of their best-matching person (spec §2.4).
const CONTACT_SECTIONS = {
  personal: { title: 'Personal Details', Component: PersonalSection },
  contact: { title: 'Contact Information', Component: ContactSection },
  locations: { title: 'Locations', Component: LocationsSection },
  social: { title: 'Social Profiles', Component: SocialSection },
} satisfies Sections;

const PERSON_SECTIONS = {
  timeline: { title: 'Timeline', Component: TimelineSection },
  ...CONTACT_SECTIONS,
  criminal: { title: 'Criminal Records', Component: CriminalSection },
  sex_offenders: { title: 'Sex Offenders', Component: SexOffensesSection },
  businesses: { title: 'Businesses', Component: BusinessesSection },
  licenses: { title: 'Professional Licenses', Component: LicensesSection },
  finances: { title: 'Finances', Component: FinancesSection },
  assets: { title: 'Assets', Component: AssetsSection },
} satisfies Sections;

const LOCATION_SECTIONS = {
  map: { title: 'Map', Component: MapSection },
  residents: { title: 'Residents', Component: ResidentsSection },
  neighbors: { title: 'Neighbors', Component: NeighborsSection },
  location: { title: 'Location', Component: PropertySection },
  ownership_history: { title: 'Ownership History', Component: OwnershipHistorySection },
  businesses: { title: 'Businesses', Component: LocationBusinessesSection },
  evictions: { title: 'Evictions', Component: EvictionsSection },
  census: { title: 'Census', Component: CensusSection },
  demographics: { title: 'Demographics', Component: DemographicsSection },
  places: { title: 'Places', Component: PlacesSection },
  crime_stats: { title: 'Crime Stats', Component: CrimeStatsSection },
  sex_offenders: { title: 'Sex Offenders', Component: NearbyOffendersSection },
  forecast: { title: 'Forecast', Component: ForecastSection },
} satisfies Sections;

const BY_TYPE: Record<RecordType, Sections> = {
  person: PERSON_SECTIONS,
  location: LOCATION_SECTIONS,
  phone: CONTACT_SECTIONS,
  email: CONTACT_SECTIONS,
};

/** The sections a record type can show, by key; the layout (server or built-in) decides which and in what order. */
export function sectionsFor(type: RecordType): Partial<Record<ReportSection, SectionDefinition>> {
  return BY_TYPE[type];
}
