import { createElement, type ComponentType } from 'react';

import type { RecordReport, RecordType, ReportSection } from '@beacon/api';

// STAND-IN (helper/reports-app): the section components are built on helper/report-sections, whose
// section-registry.ts replaces this file at integration. Only the contract below is relied on by the record view.

export interface SectionProps {
  report: RecordReport;
  /** opens the correction form for one item; when absent, no correction controls are shown */
  onCorrect?: (item: { itemId: string; label: string; value: string }) => void;
}

export interface SectionDefinition {
  title: string;
  Component: ComponentType<SectionProps>;
}

function PendingSection(): ReturnType<typeof createElement> {
  return createElement('p', null, 'This section is on its way.');
}

const TITLES: Record<RecordType, Partial<Record<ReportSection, string>>> = {
  person: {
    timeline: 'Timeline',
    personal: 'Personal Details',
    contact: 'Contact Information',
    locations: 'Locations',
    criminal: 'Criminal Records',
    sex_offenders: 'Sex Offenders',
    social: 'Social Profiles',
    businesses: 'Businesses',
    licenses: 'Professional Licenses',
    finances: 'Finances',
    assets: 'Assets',
  },
  location: {
    map: 'Map',
    residents: 'Residents',
    neighbors: 'Neighbors',
    location: 'Location',
    ownership_history: 'Ownership History',
    businesses: 'Businesses',
    evictions: 'Evictions',
    census: 'Census',
    demographics: 'Demographics',
    places: 'Places',
    crime_stats: 'Crime Stats',
    sex_offenders: 'Sex Offenders',
    forecast: 'Forecast',
  },
  phone: {
    personal: 'Personal Details',
    contact: 'Contact Information',
    locations: 'Locations',
    social: 'Social Profiles',
  },
  email: {
    personal: 'Personal Details',
    contact: 'Contact Information',
    locations: 'Locations',
    social: 'Social Profiles',
  },
};

export function sectionsFor(type: RecordType): Partial<Record<ReportSection, SectionDefinition>> {
  const sections: Partial<Record<ReportSection, SectionDefinition>> = {};
  for (const [key, title] of Object.entries(TITLES[type]) as [ReportSection, string][]) {
    sections[key] = { title, Component: PendingSection };
  }
  return sections;
}
