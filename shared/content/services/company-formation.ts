import type { ServiceDetail } from '../types.js';

/** Words of the /services/company-formation page. */
const detail: ServiceDetail = {
  slug: 'company-formation',
  eyebrow: 'Corporate Services',
  lead: 'We help businesses and private clients establish companies in the jurisdictions that suit their commercial, regulatory and tax position, and plan how those companies fit together. Our work covers the choice of jurisdiction and vehicle, incorporation itself and the governance and substance that a structure needs to remain sound over time.',
  offeringsHeading: 'What we do',
  offeringsIntro:
    'Each engagement starts from the client’s operations and objectives rather than from a preferred jurisdiction. We coordinate local counsel, registered agents and tax advisers so that the structure is coherent from the outset.',
  offerings: [
    {
      title: 'Onshore & Offshore Incorporation',
      description:
        'We prepare and file incorporation documents, constitutional documents and registers in onshore and offshore jurisdictions. We also arrange registered offices, company secretarial support and the verification checks that registries and service providers now require.',
    },
    {
      title: 'Subsidiary & Holding Structures',
      description:
        'We design holding and subsidiary arrangements that reflect where value is created, where decisions are taken and how profits are expected to flow. Our advice takes account of treaty access, participation exemptions, withholding taxes and the substance each entity will need.',
    },
    {
      title: 'Cross-Border Expansion Strategy',
      description:
        'For businesses entering new markets, we compare candidate jurisdictions on legal system, tax, licensing, banking and practical operating considerations. The result is a reasoned recommendation and a sequenced plan for establishing the business.',
    },
    {
      title: 'Corporate Restructuring',
      description:
        'We advise on reorganising existing groups, including share-for-share exchanges, mergers, redomiciliations and the winding up of dormant entities. Each step is assessed for its legal, tax and regulatory consequences before it is implemented.',
    },
  ],
  groups: [
    {
      id: 'jurisdictions',
      heading: 'Jurisdictions',
      intro:
        'We regularly work in the following jurisdictions, each of which offers a different combination of legal system, tax treatment and regulatory environment. The right choice depends on the activity, the people involved and the markets served.',
      itemsLabel: 'Highlights',
      entries: [
        {
          name: 'United Kingdom',
          type: 'Common law · Global financial centre',
          items: [
            'Online incorporation with Companies House is typically completed within 24 hours',
            '25% main rate of corporation tax from April 2023, with a 19% small profits rate and marginal relief between the two',
            'Identity verification for directors and persons with significant control under the Economic Crime and Corporate Transparency Act 2023: voluntary since 8 April 2025, with Companies House announcing that it becomes mandatory from 18 November 2025 and that existing directors and PSCs will have a 12-month transition',
          ],
        },
        {
          name: 'Singapore',
          type: 'Common law · Asia-Pacific hub',
          items: [
            '17% headline corporate income tax rate, with partial exemptions on an initial band of chargeable income',
            'Incorporation through ACRA, usually within a day, with at least one director ordinarily resident in Singapore',
            'Extensive network of comprehensive double tax agreements',
          ],
        },
        {
          name: 'Dubai DIFC',
          type: 'Common-law financial free zone',
          items: [
            'Independent English-language courts applying a common-law framework',
            'Financial services regulated by the Dubai Financial Services Authority (DFSA)',
            'UAE federal corporate tax at 9% on taxable income above AED 375,000, with a 0% rate on qualifying income for qualifying free zone persons that meet the conditions',
          ],
        },
        {
          name: 'Cayman Islands',
          type: 'British Overseas Territory · Funds centre',
          items: [
            'No direct taxes on corporate income, capital gains or withholding',
            'Economic substance requirements for entities carrying on relevant activities, with annual notifications and reports',
            'Financial services regulated by the Cayman Islands Monetary Authority (CIMA)',
          ],
        },
        {
          name: 'Malta',
          type: 'EU member state · Mixed civil and common law',
          items: [
            'EU member state with English as an official language',
            'Full imputation system under which shareholders may claim refunds of part of the tax paid by the company, subject to conditions',
            'Financial services regulated by the Malta Financial Services Authority (MFSA)',
          ],
        },
        {
          name: 'Luxembourg',
          type: 'EU member state · Holding and fund centre',
          items: [
            'SOPARFI holding companies with access to the participation exemption and EU directives',
            'Financial sector and investment funds supervised by the Commission de Surveillance du Secteur Financier (CSSF)',
            'Extensive network of double tax treaties',
          ],
        },
      ],
    },
  ],
};

export default detail;
