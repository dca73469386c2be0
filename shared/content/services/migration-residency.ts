import type { ServiceDetail } from '../types.js';

/** Words of the /services/migration-residency page. */
const detail: ServiceDetail = {
  slug: 'migration-residency',
  eyebrow: 'Private Client Services',
  lead: 'We advise entrepreneurs, investors and their families on residence and citizenship options, and help businesses relocate people and entities across borders. Programmes change often, so we give a candid view of each option’s current status, costs and risks before any commitment is made.',
  offeringsHeading: 'Our service areas',
  offeringsIntro:
    'Every application is subject to the receiving state’s own due diligence and discretion, and no outcome can be assured. Our role is to identify suitable routes, prepare clients thoroughly and coordinate the licensed agents and counsel each programme requires.',
  offerings: [
    {
      title: 'Business Migration Planning',
      description:
        'We help founders, executives and key staff find immigration routes that support their business plans. Our advice considers eligibility, timelines, family members and the tax consequences of a change of residence.',
      items: [
        'UK Innovator Founder visa',
        'UK Global Talent visa',
        'Singapore EntrePass',
        'UAE Golden Visa for entrepreneurs',
      ],
    },
    {
      title: 'Citizenship by Investment',
      description:
        'We explain how each citizenship programme works, what it costs and how it is regarded internationally, including changes in visa-free access. Where a client proceeds, we work through licensed agents and prepare the documentation for the programme’s due diligence.',
      items: [
        'Antigua & Barbuda Citizenship by Investment Programme',
        'St Kitts and Nevis Citizenship by Investment Programme',
        'Grenada Citizenship by Investment Programme',
        'Vanuatu Development Support Program',
      ],
    },
    {
      title: 'Residency Permits & Visas',
      description:
        'We advise on residence by investment and long-term visa programmes, comparing investment routes, minimum stay requirements and paths to permanent residence. We also help clients maintain their status through renewals.',
      items: [
        'Portugal Golden Visa (non-property routes)',
        'UAE Golden Visa',
        'Malta Permanent Residence Programme',
        'Singapore Global Investor Programme',
      ],
    },
    {
      title: 'Corporate Entity Relocation',
      description:
        'We advise on moving companies and their management to a new jurisdiction, whether by redomiciliation, cross-border conversion or establishing a new entity. We coordinate the corporate, tax and immigration steps so that the relocation is orderly.',
      items: [
        'Cross-border conversions within the EU under Directive (EU) 2019/2121',
        'Continuation into and out of jurisdictions that permit redomiciliation',
        'Transfer of tax residence and central management and control',
        'UK Global Business Mobility visas for relocating staff',
      ],
    },
  ],
  groups: [
    {
      id: 'investment-programmes',
      heading: 'Investment Programmes',
      intro:
        'The programmes below are those clients ask about most often. The status shown reflects our understanding as at September 2025; terms change frequently and are confirmed with each client before any step is taken.',
      itemsLabel: 'Key points',
      entries: [
        {
          name: 'Portugal Golden Visa',
          type: 'Residence · Active, real-estate route closed October 2023',
          description:
            'Real-estate investment and capital transfers ceased to qualify in October 2023, but routes through qualifying investment funds, scientific research, cultural heritage and job creation remain available. Proposals announced in 2025 would lengthen the residence period required for Portuguese nationality, and we follow their progress closely.',
          items: [
            'Fund, research, cultural and job-creation routes',
            'Minimum stay of seven days in the first year and 14 days in each following two-year period',
            'Short stays in other Schengen states without a separate visa',
            'Eligible family members may be included',
          ],
        },
        {
          name: 'Malta Citizenship by Investment',
          type: 'Citizenship · Investment route discontinued after CJEU ruling (April 2025)',
          description:
            'On 29 April 2025 the Court of Justice of the European Union held, in Commission v Malta (C-181/23), that Malta’s scheme of naturalisation for exceptional services by direct investment is contrary to EU law. Malta responded in July 2025 by amending the Maltese Citizenship Act (Act XXI of 2025), removing the investment-based route; naturalisation for exceptional services or contributions is now a discretionary, merit-based process. We do not promote citizenship by investment in Malta; we advise on the position following the judgment and on alternatives.',
          items: [
            'Advice on the implications of the judgment',
            'Guidance on the July 2025 amendments to the Maltese Citizenship Act',
            'Malta Permanent Residence Programme as a residence alternative',
            'Comparison with other EU residence options',
          ],
        },
        {
          name: 'Dubai Golden Visa',
          type: 'Residence · Active',
          description:
            'The UAE Golden Visa is a long-term, renewable residence visa for investors, entrepreneurs, specialised professionals and other qualifying categories. Holders do not need a local sponsor.',
          items: [
            'Ten-year residence for qualifying property investors, from AED 2 million',
            'No local sponsor required',
            'Spouse and children may be sponsored',
            'Residence is not cancelled by stays outside the UAE of more than six months',
          ],
        },
        {
          name: 'Singapore Global Investor Programme',
          type: 'Permanent residence · Active, criteria tightened March 2023',
          description:
            'Administered by the Economic Development Board, the programme grants permanent residence to established business owners, next-generation business owners, founders of fast-growing companies and family office principals who meet its criteria. For applications from 15 March 2023 the minimum investment rose to S$10 million in a new or expanded business or S$25 million in a GIP-select fund, and the family office option requires assets under management of at least S$200 million, of which at least S$50 million must be deployed in qualifying investment categories.',
          items: [
            'Permanent residence for the investor and eligible family members',
            'Investment through a business, a GIP-select fund or a single family office',
            'Eligibility assessed on business track record as well as investment',
            'Re-Entry Permit renewal subject to continuing conditions',
          ],
        },
        {
          name: 'Antigua & Barbuda Citizenship by Investment',
          type: 'Citizenship · Active, under international scrutiny',
          description:
            'Applicants may qualify through a contribution to the National Development Fund or through approved real estate or business investment, subject to due diligence. Minimum amounts were increased in 2024, and Caribbean investor citizenship programmes face continuing scrutiny from the United States and the European Union, which we explain before any application.',
          items: [
            'National Development Fund contribution route',
            'Physical presence of five days within the first five years',
            'Family members may be included in one application',
            'Dual citizenship permitted',
          ],
        },
        {
          name: 'Vanuatu Development Support Program',
          type: 'Citizenship · Visa required for the Schengen area and the UK',
          description:
            'The programme grants citizenship in return for a contribution to the government. The EU partially suspended visa-free travel for Vanuatu nationals from May 2022 (for passports issued on or after 25 May 2015) and suspended it in full from 4 February 2023; in December 2024 it adopted a regulation moving Vanuatu to the list of countries whose nationals need a visa for short stays. The United Kingdom introduced a visa requirement for Vanuatu nationals in July 2023.',
          items: [
            'Citizenship based on a government contribution',
            'No physical residence requirement',
            'No personal income tax in Vanuatu',
            'No visa-free access to the Schengen area',
          ],
        },
      ],
      note: 'Other jurisdictions and programmes are available on request; please contact us by email.',
    },
  ],
};

export default detail;
