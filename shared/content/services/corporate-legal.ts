import type { ServiceDetail } from '../types.js';

/** Words of the /services/corporate-legal page. */
const detail: ServiceDetail = {
  slug: 'corporate-legal',
  eyebrow: 'Legal & Compliance Services',
  lead: 'We help international groups run their entities well: sound governance, accurate statutory records and tax arrangements that reflect how the business actually operates. Where formal legal opinions or representation are needed, we work alongside qualified local counsel in each jurisdiction.',
  offeringsHeading: 'What we do',
  offeringsIntro:
    'Group structures accumulate obligations in every jurisdiction where they operate. We bring these together in one coordinated programme, so that boards have a clear view of what is required and when.',
  offerings: [
    {
      title: 'Governance Advisory',
      description:
        'We review board composition, delegated authorities and decision-making across group entities, and recommend practical improvements. Well-documented governance supports tax residence positions and demonstrates substance to regulators and counterparties.',
    },
    {
      title: 'Corporate Secretarial',
      description:
        'We maintain statutory registers, prepare board and shareholder minutes, and manage filing calendars across jurisdictions. We also keep beneficial ownership information and registry filings accurate as requirements change.',
    },
    {
      title: 'Tax Structuring & Planning',
      description:
        'We advise on the tax consequences of group structures, financing and profit flows, working with tax advisers in each country concerned. Our approach favours arrangements that are commercially grounded and can be explained clearly to tax authorities.',
    },
    {
      title: 'Transfer Pricing Frameworks',
      description:
        'We help groups set intercompany pricing policies based on the arm’s length principle and the OECD Transfer Pricing Guidelines. We prepare master file and local file documentation and review intercompany agreements so that they match actual conduct.',
    },
  ],
  groups: [
    {
      id: 'compliance-specialisations',
      heading: 'Compliance Specialisations',
      intro:
        'Our corporate legal and compliance work draws on four areas of specialist knowledge. In each, we monitor developments so that clients can prepare for change rather than react to it.',
      itemsLabel: 'Focus areas',
      entries: [
        {
          name: 'International Corporate Law',
          description:
            'We advise on company law obligations across jurisdictions, from directors’ duties to transparency and registry requirements.',
          items: [
            'UK Economic Crime and Corporate Transparency Act 2023',
            'Failure to prevent fraud offence, in force since 1 September 2025',
            'Beneficial ownership registers and disclosures',
            'Cross-border mergers, conversions and redomiciliations',
          ],
        },
        {
          name: 'Financial Services Regulation',
          description:
            'We help regulated and unregulated businesses understand where financial services rules apply to them and what they require.',
          items: [
            'EU Markets in Crypto-Assets Regulation (MiCA)',
            'EU Digital Operational Resilience Act (DORA), applicable since 17 January 2025',
            'FCA Consumer Duty',
            'Payment services and electronic money rules',
          ],
        },
        {
          name: 'Cross-Border Taxation',
          description:
            'We help groups meet international tax reporting obligations and manage the risks that arise when business is conducted in several countries.',
          items: [
            'OECD Pillar Two readiness',
            'DAC6 and UK Mandatory Disclosure Rules reporting',
            'CRS and FATCA reporting',
            'Permanent establishment and tax residence risk',
          ],
        },
        {
          name: 'Regulatory Monitoring',
          description:
            'We track legislative, supervisory and sanctions developments and explain what each means for a client’s structure and operations.',
          items: [
            'EU anti-money laundering package and the new Anti-Money Laundering Authority (AMLA)',
            'FATF and EU high-risk jurisdiction lists',
            'UK, EU and US sanctions regimes',
            'EU sustainability reporting following the 2025 changes to CSRD timelines',
          ],
        },
      ],
    },
  ],
};

export default detail;
